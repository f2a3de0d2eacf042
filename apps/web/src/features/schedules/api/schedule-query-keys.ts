export const scheduleQueryKeys = {
  all: ['schedules'] as const,
};
