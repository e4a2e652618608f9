// What the app shell may use of the messages feature (the tab badge); pages come through routes.tsx.
export { badgeText } from './live/inbox-state.ts';
export { useInbox } from './live/live-inbox.ts';
