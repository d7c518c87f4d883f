import type { Resume } from '@shared/api/resumes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadForm } from '../../../lib/api-client';
import { resumeKeys } from './resume-keys';

export function uploadResume(file: File, onProgress: (percent: number) => void): Promise<{ resume: Resume }> {
  const form = new FormData();
  form.append('resume', file);
  return uploadForm('/api/resumes', form, onProgress);
}

/** Uploads with progress; saving invalidates the cached resume and job description lists (core spec §7). */
export function useUploadResume() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadResume(file, setProgress);
    },
    onSuccess: ({ resume }) => {
      queryClient.setQueryData(resumeKeys.detail(resume.id), { resume });
      void queryClient.invalidateQueries({ queryKey: resumeKeys.list() });
      void queryClient.invalidateQueries({ queryKey: ['/api/job-descriptions'] });
    },
  });
  return { ...mutation, progress };
}
