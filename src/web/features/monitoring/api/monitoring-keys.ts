/** Query keys of the monitoring feature; the first element is the URL each query GETs. */
export const monitoringKeys = {
  dashboard: (hours: number) => [`/api/monitoring/dashboard?hours=${hours}`] as const,
};
