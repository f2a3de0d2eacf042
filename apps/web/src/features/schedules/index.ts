export { ScheduleDialog, type SchedulableConfiguration } from './components/schedule-dialog';
export { SchedulesSection } from './components/schedules-section';
