import { FileManager } from '../../features/files/components/file-manager';

/** /file-management (platform spec §2 "File manager"): versions and exports of the visitor's resumes. */
export function FileManagementPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">File Management</h1>
        <p className="mt-2 text-muted-foreground">
          Validate resume files, keep them as versions, and export your resume as PDF, Word, text, HTML or
          JSON.
        </p>
      </div>
      <FileManager />
    </div>
  );
}
