import type { BulletVariation } from '@shared/api/analysis';
import { Loader2, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Generated rewrites of the resume's bullets; one variation (or the original) is chosen per bullet. */
export function BulletVariationsPanel({
  variations,
  chosen,
  isGenerating,
  onGenerate,
  onChoose,
}: {
  variations: readonly BulletVariation[];
  chosen: Readonly<Record<string, string>>;
  isGenerating: boolean;
  onGenerate: () => void;
  onChoose: (original: string, selected: string | undefined) => void;
}) {
  return (
    <div className="space-y-4">
      <Button variant="secondary" onClick={onGenerate} disabled={isGenerating}>
        {isGenerating ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
        {isGenerating
          ? 'Generating…'
          : variations.length > 0
            ? 'Generate Again'
            : 'Generate Bullet Variations'}
      </Button>
      {variations.map((bullet, bulletIndex) => (
        <fieldset key={bullet.original} className="space-y-2 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">Bullet {bulletIndex + 1}</legend>
          {[bullet.original, ...bullet.variations].map((text, index) => {
            const id = `bullet-${bulletIndex}-${index}`;
            const isOriginal = index === 0;
            // Keyed by the bullet's text: own keys only, so a bullet never finds what Object.prototype holds.
            const picked = Object.hasOwn(chosen, bullet.original) ? chosen[bullet.original] : undefined;
            const isChosen = isOriginal ? picked === undefined : picked === text;
            return (
              <div key={id} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  id={id}
                  name={`bullet-${bulletIndex}`}
                  checked={isChosen}
                  onChange={() => onChoose(bullet.original, isOriginal ? undefined : text)}
                  className="mt-1"
                />
                <label htmlFor={id} className={isOriginal ? 'text-muted-foreground' : undefined}>
                  {isOriginal ? `Keep: ${text}` : text}
                </label>
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
