import type { AiModelOption } from '@shared/api/ai';
import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { ModelPicker } from './model-picker';

/**
 * Core spec §2: shown when the resume and the job description exist and no analysis does yet. `problem`
 * (a saved description too short to analyse, say) keeps the button disabled and is said beside it.
 */
export function ReadyPanel({
  model,
  models,
  isLoadingModels = false,
  onModelChange,
  onStart,
  problem,
}: {
  model: string;
  models: readonly AiModelOption[];
  isLoadingModels?: boolean;
  onModelChange: (model: string) => void;
  onStart: () => void;
  problem?: string | undefined;
}) {
  const problemId = useId();
  return (
    <Card className="border-primary/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles className="size-5 text-primary" aria-hidden />
          Ready to Start Analysis
        </CardTitle>
        <CardDescription>
          The scores always come from Vitae's built-in engine, so every point keeps its evidence; the model
          you pick writes suggestions beside them, and the result says which one answered.{' '}
          <Link href={paths.aiProviderDemo} className="underline underline-offset-2 hover:text-foreground">
            Provider status
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <ModelPicker value={model} options={models} onChange={onModelChange} isLoading={isLoadingModels} />
        </div>
        <Button
          onClick={onStart}
          disabled={model === '' || problem !== undefined}
          aria-describedby={problem ? problemId : undefined}
        >
          <Sparkles aria-hidden />
          Start AI Analysis
        </Button>
      </CardContent>
      {problem && (
        <p id={problemId} className="px-5 pb-5 text-sm text-muted-foreground">
          {problem}
        </p>
      )}
    </Card>
  );
}
