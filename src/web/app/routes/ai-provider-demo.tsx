import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AnalysisResults } from '../../features/ai/components/analysis-results';
import { ProviderStatusPanel } from '../../features/ai/components/provider-status-panel';
import { RobustnessOverview } from '../../features/ai/components/robustness-overview';
import { StreamingAnalysisPanel } from '../../features/ai/components/streaming-analysis-panel';
import { ModelPicker } from '../../features/analysis/components/model-picker';
import { useModelChoice } from '../../features/analysis/use-model-choice';

/**
 * /ai-provider-demo (platform spec §2): Provider Status (default), Streaming Analysis and Results. The
 * streaming tab stays mounted while another is shown, so a stream running goes on and its form is kept; the
 * result of the last stream lives on this screen only. The model picker starts at the visitor's saved choice
 * and a choice made here does not change the workflow's.
 */
export function AiProviderDemoPage() {
  const models = useModelChoice({ persist: false });
  const [result, setResult] = useState<unknown>();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">AI Provider Demo</h1>
        <p className="mt-2 text-muted-foreground">
          The health of each AI provider, a live test, and a streaming analysis that falls back from one
          provider to the next.
        </p>
      </div>
      <Tabs defaultValue="status">
        <TabsList>
          <TabsTrigger value="status">Provider Status</TabsTrigger>
          <TabsTrigger value="streaming">Streaming Analysis</TabsTrigger>
          <TabsTrigger value="results">Results</TabsTrigger>
        </TabsList>
        <TabsContent value="status" className="space-y-6">
          <ProviderStatusPanel />
          <RobustnessOverview />
        </TabsContent>
        <TabsContent value="streaming" forceMount className="data-[state=inactive]:hidden">
          <StreamingAnalysisPanel
            model={models.model}
            modelField={
              <ModelPicker
                value={models.model}
                options={models.options}
                onChange={models.choose}
                isLoading={models.isLoading}
              />
            }
            onComplete={setResult}
          />
        </TabsContent>
        <TabsContent value="results">
          <AnalysisResults result={result} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
