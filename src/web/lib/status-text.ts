import { ApiError } from './api-client';

/**
 * Reason phrases of the statuses a browser may meet (RFC 9110 and its companions). The response's own status
 * text is not kept by ApiError and is empty over HTTP/2, so the words come from here.
 */
const reasonPhrases: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  407: 'Proxy Authentication Required',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  417: 'Expectation Failed',
  421: 'Misdirected Request',
  422: 'Unprocessable Content',
  423: 'Locked',
  424: 'Failed Dependency',
  425: 'Too Early',
  426: 'Upgrade Required',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
  506: 'Variant Also Negotiates',
  507: 'Insufficient Storage',
  508: 'Loop Detected',
  510: 'Not Extended',
  511: 'Network Authentication Required',
};

/** "502 Bad Gateway": the status and its reason phrase, or its class for a status the table does not name. */
export function statusLineOf(status: number): string {
  const reason =
    reasonPhrases[status] ?? (status >= 500 ? 'Server Error' : status >= 400 ? 'Client Error' : 'Error');
  return `${status} ${reason}`;
}

/** The non-blank `message` of a JSON body (the app's error, or another JSON error such as a proxy's), if any. */
function jsonMessageOf(bodyText: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message.trim() ? message.trim() : undefined;
}

/**
 * The "<status text>" of platform spec §8's messages: the server's JSON `message` when its answer is one, else
 * "<status> <reason>" (e.g. "502 Bad Gateway") — never the raw body, which may be a proxy's whole HTML page or
 * empty — or the browser's own words when the call never got an answer.
 */
export function statusTextOf(error: unknown): string {
  if (error instanceof ApiError)
    return error.serverMessage?.trim() || jsonMessageOf(error.bodyText) || statusLineOf(error.status);
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown error';
}
