import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Progress } from '../../../components/ui/progress';
import { checklistGroups } from '../interview-tips-content';

const totalItems = checklistGroups.reduce((sum, group) => sum + group.items.length, 0);

export function PrepChecklist() {
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());

  const toggle = (id: string, value: boolean) => {
    setChecked((previous) => {
      const next = new Set(previous);
      if (value) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const done = checked.size;
  const percent = Math.round((done / totalItems) * 100);

  return (
    <section aria-labelledby="checklist-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="checklist-heading" className="text-2xl font-semibold tracking-tight">
          Interview checklist
        </h2>
        <p className="text-muted-foreground">Tick items off as you prepare. Your ticks are not saved.</p>
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium" id="checklist-progress-label" aria-live="polite">
          {done} of {totalItems} done
        </p>
        <Progress value={percent} aria-labelledby="checklist-progress-label" />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {checklistGroups.map((group) => (
          <Card key={group.id}>
            <CardHeader>
              <CardTitle>{group.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-3">
                {group.items.map((item) => {
                  const inputId = `checklist-${item.id}`;
                  return (
                    <li key={item.id} className="flex items-start gap-3">
                      <Checkbox
                        id={inputId}
                        className="mt-0.5"
                        checked={checked.has(item.id)}
                        onCheckedChange={(value) => toggle(item.id, value === true)}
                      />
                      <label htmlFor={inputId} className="text-sm leading-snug">
                        {item.label}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
