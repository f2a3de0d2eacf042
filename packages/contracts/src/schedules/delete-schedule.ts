import { scheduleParams } from './schedule';

/** DELETE /api/schedules/:id: stops the schedule for good; runs it already started are kept. */
export const deleteScheduleParams = scheduleParams;
