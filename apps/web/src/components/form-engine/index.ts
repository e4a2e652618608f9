// The forms feature's public surface: other features (the workflow detail screen, data templates)
// import the renderer and the client validator from here only. getForm, apiUrl/fetchBlob/saveBlob and
// formatDate are for the data templates feature (same owner).
export { downloadFile, getForm, uploadFile } from './api/forms-api.ts';
export { apiUrl, fetchBlob, saveBlob } from './api/raw-fetch.ts';
export { editableValues, formatDate } from './form-view/field-values.ts';
export { FormView, type FormViewProps } from './form-view/form-view.tsx';
export { fieldAtPath, fieldErrorText, validateForm } from './form-view/validate-form.ts';
export { serverFieldErrors } from './server-errors.ts';
