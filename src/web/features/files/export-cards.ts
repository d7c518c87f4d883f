import type { ExportFormat } from '@shared/api/export';

export interface ExportCard {
  format: ExportFormat;
  title: string;
  description: string;
}

/** Platform spec §2 "Export": the five cards, in the spec's order and words. */
export const exportCards: readonly ExportCard[] = [
  { format: 'pdf', title: 'PDF', description: 'Perfect for applications' },
  { format: 'docx', title: 'Word Document', description: 'Editable format' },
  { format: 'txt', title: 'Plain Text', description: 'ATS-friendly format' },
  { format: 'html', title: 'HTML', description: 'Web-ready format' },
  { format: 'json', title: 'JSON Data', description: 'Structured data export' },
];
