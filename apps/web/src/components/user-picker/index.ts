export { type Picked, UserPicker, type UserPickerProps } from './user-picker.tsx';
