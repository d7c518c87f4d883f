import type { BuilderData } from '@core/builder/builder-data';
import { builderPreviewHtml } from '@core/builder/preview-html';
import {
  type BuilderLayout,
  builderLayoutLabels,
  builderLayouts,
  recommendedLayout,
} from '@core/builder/recommended-layout';
import { builderMessages } from '@shared/messages';
import { CheckCircle2, Sparkles } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../lib/toast-store';
import { ExportTipsCard } from './export-tips-card';
import { PreviewExports } from './preview-exports';
import { ResumeFrame, type ResumeFrameHandle } from './resume-frame';
import { StepActions } from './step-actions';

/**
 * Step 7, Preview (platform spec §2): the resume in five layouts as tabs, the one recommended for the profile
 * marked and shown first; the exports (PDF through the print dialog, ATS text, and the built resume used in the
 * analysis), the Export Tips card, Previous and Finish.
 */
export function StepPreview({
  data,
  onPrevious,
  onFinish,
}: {
  data: BuilderData;
  onPrevious: () => void;
  onFinish: () => void;
}) {
  const recommended = recommendedLayout(data.profile);
  const [layout, setLayout] = useState<BuilderLayout>(recommended);
  const frame = useRef<ResumeFrameHandle>(null);
  const html = useMemo(() => builderPreviewHtml(layout, data), [layout, data]);
  return (
    <div className="space-y-6">
      <p className="flex items-center gap-2 text-sm">
        <Sparkles className="size-4 text-primary" aria-hidden />
        <span>
          {builderMessages.recommendedLayout}: <strong>{builderLayoutLabels[recommended]}</strong>
        </span>
      </p>
      <Tabs value={layout} onValueChange={(value) => setLayout(value as BuilderLayout)}>
        <TabsList aria-label="Resume layout">
          {builderLayouts.map((option) => (
            <TabsTrigger key={option} value={option}>
              {builderLayoutLabels[option]}
              {option === recommended && (
                <Badge variant="success" className="px-1.5 py-0">
                  Recommended
                </Badge>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {builderLayouts.map((option) => (
          <TabsContent key={option} value={option}>
            {option === layout && (
              <ResumeFrame
                ref={frame}
                html={html}
                title={`Resume preview – ${builderLayoutLabels[option]}`}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
      <PreviewExports data={data} onPrint={() => frame.current?.print()} />
      <ExportTipsCard />
      <StepActions onPrevious={onPrevious}>
        <Button
          onClick={() => {
            onFinish();
            toast(builderMessages.completed);
          }}
        >
          <CheckCircle2 aria-hidden />
          Finish
        </Button>
      </StepActions>
    </div>
  );
}
