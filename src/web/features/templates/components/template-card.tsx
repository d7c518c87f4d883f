import type { Template } from '@core/templates/template';
import { Check, Eye } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { categoryLabel } from '../template-choice';

interface TemplateCardProps {
  template: Template;
  onPreview: () => void;
  onUse: () => void;
}

/** A template's card: category, popularity, name, description, features, audiences, Preview and Use Template. */
export function TemplateCard({ template, onPreview, onUse }: TemplateCardProps) {
  const titleId = `template-${template.id}-title`;
  return (
    <Card className="flex flex-col" aria-labelledby={titleId} role="article">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <Badge variant="secondary">{categoryLabel(template.category)}</Badge>
          <span className="text-sm text-muted-foreground">{template.popularity}% popular</span>
        </div>
        <CardTitle id={titleId} className="text-xl">
          {template.name}
        </CardTitle>
        <CardDescription>{template.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <ul className="space-y-1.5 text-sm" aria-label="Features">
          {template.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden />
              {feature}
            </li>
          ))}
        </ul>
        <div>
          <p className="mb-1.5 text-sm font-medium">Recommended for</p>
          <ul className="flex flex-wrap gap-1.5" aria-label="Recommended for">
            {template.recommended.map((audience) => (
              <li key={audience}>
                <Badge variant="outline">{audience}</Badge>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-auto flex gap-2 pt-2">
          <Button variant="outline" className="flex-1" onClick={onPreview} aria-describedby={titleId}>
            <Eye aria-hidden />
            Preview
          </Button>
          <Button className="flex-1" onClick={onUse} aria-describedby={titleId}>
            Use Template
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
