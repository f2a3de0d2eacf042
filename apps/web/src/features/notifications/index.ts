export { NotificationsSection } from './components/notifications-section';
