/** The words the monitoring routes answer with (issue 21), in one place for the routes and their tests. */
export const monitoringMessages = {
  /** 401 from the monitoring routes and /metrics when MONITORING_TOKEN is set and not given. */
  tokenRequired: 'A monitoring token is required: send it as "Authorization: Bearer <token>".',
  /** 401 when the token given is not the one set. */
  tokenWrong: 'The monitoring token is not valid.',
} as const;
