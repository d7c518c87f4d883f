import { TrendingUp } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { type DemandLevel, inDemandSkills } from '../industry-trends-content';

const demandVariant = {
  'Very High': 'default',
  High: 'secondary',
  Medium: 'outline',
} as const satisfies Record<DemandLevel, 'default' | 'secondary' | 'outline'>;

const maxGrowth = Math.max(...inDemandSkills.map((skill) => skill.growthPercent));

export function SkillsDemand() {
  return (
    <section aria-labelledby="skills-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="skills-heading" className="text-2xl font-semibold tracking-tight">
          In-demand skills
        </h2>
        <p className="text-muted-foreground">
          Growth is the year-over-year change in job postings that ask for the skill.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {inDemandSkills.map((skill) => (
          <li key={skill.name}>
            <Card className="h-full">
              <CardHeader>
                <div className="flex items-start justify-between gap-3">
                  <CardTitle>{skill.name}</CardTitle>
                  <Badge variant={demandVariant[skill.demand]} className="shrink-0">
                    {skill.demand}
                    <span className="sr-only"> demand</span>
                  </Badge>
                </div>
                <CardDescription>{skill.note}</CardDescription>
              </CardHeader>
              <CardContent className="space-y-2">
                <p className="flex items-center gap-1.5 text-sm font-medium">
                  <TrendingUp aria-hidden className="size-4 text-primary" />+{skill.growthPercent}% growth
                </p>
                <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ width: `${(skill.growthPercent / maxGrowth) * 100}%` }}
                  />
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
