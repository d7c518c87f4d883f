import type { SkillsAnalysis } from '@shared/api/analysis';
import { Badge } from '../../../components/ui/badge';
import { Checkbox } from '../../../components/ui/checkbox';

/**
 * The skills gap: matching skills, selectable missing skills (each one chosen is added to the Skills section
 * and counted as an optimization), and what to do about the biggest gaps, labelled as advice.
 */
export function SkillsGap({
  skills,
  selected,
  onToggle,
}: {
  skills: SkillsAnalysis;
  selected: readonly string[];
  onToggle: (skill: string) => void;
}) {
  return (
    <div className="space-y-4">
      <section aria-labelledby="matching-skills" className="space-y-2">
        <h4 id="matching-skills" className="text-sm font-medium">
          Matching skills ({skills.matching.length})
        </h4>
        <div className="flex flex-wrap gap-1.5">
          {skills.matching.map((entry) => (
            <Badge key={entry.skill} variant="success">
              {entry.skill}
            </Badge>
          ))}
        </div>
      </section>
      <section aria-labelledby="missing-skills" className="space-y-2">
        <h4 id="missing-skills" className="text-sm font-medium">
          Missing skills: select the ones you really have to add them
        </h4>
        <ul className="grid gap-2 sm:grid-cols-2">
          {skills.missingSkills.map((skill) => {
            const id = `missing-skill-${skill}`;
            const priority = skills.missing.find((entry) => entry.skill === skill)?.priority ?? 'low';
            return (
              <li key={skill} className="flex items-center gap-2">
                <Checkbox
                  id={id}
                  checked={selected.includes(skill)}
                  onCheckedChange={() => onToggle(skill)}
                />
                <label htmlFor={id} className="text-sm">
                  {skill} <span className="text-xs text-muted-foreground">({priority})</span>
                </label>
              </li>
            );
          })}
        </ul>
      </section>
      {skills.recommendations.length > 0 && (
        <section aria-labelledby="skill-recommendations" className="space-y-2">
          <h4 id="skill-recommendations" className="flex items-center gap-2 text-sm font-medium">
            Recommendations <Badge variant="outline">Advice</Badge>
          </h4>
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {skills.recommendations.map((entry) => (
              <li key={entry.skill}>{entry.reason}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
