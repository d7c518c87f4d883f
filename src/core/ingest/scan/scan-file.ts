import { decodeText } from '../read-text';
import { isRtf } from '../rtf-tokens';
import { isCfb } from './cfb-archive';
import type { Finding } from './finding';
import { scanDoc } from './scan-doc';
import { scanHtml } from './scan-html';
import { scanOffice } from './scan-office';
import { scanPdf } from './scan-pdf';
import { scanRtf } from './scan-rtf';
import { isZip } from './zip-archive';

/**
 * Runs the scan that fits the container the bytes really are (whatever the name says): ZIP packages,
 * compound files, PDF, RTF and HTML (when `kind` says the file is a web page). Plain text has nothing to scan.
 */
export async function scanFile(bytes: Uint8Array, kind: string): Promise<Finding[]> {
  if (isZip(bytes)) return scanOffice(bytes);
  if (isCfb(bytes)) return scanDoc(bytes);
  if (kind === 'pdf') return scanPdf(bytes);
  if (isRtf(bytes)) return scanRtf(bytes);
  if (kind === 'html') {
    const decoded = decodeText(bytes);
    return decoded ? scanHtml(decoded.text) : [];
  }
  return [];
}
