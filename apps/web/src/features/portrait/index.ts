// The student profile page, for the dashboardXshx tab (features/dashboard/routes.tsx points at it).
export { PortraitPage } from './pages/portrait-page.tsx';
