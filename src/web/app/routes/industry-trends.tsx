import { CallToAction } from '../../features/guidance/components/call-to-action';
import { CareerTips } from '../../features/guidance/components/career-tips';
import { DataNote } from '../../features/guidance/components/data-note';
import { EmergingTech } from '../../features/guidance/components/emerging-tech';
import { IndustryTabs } from '../../features/guidance/components/industry-tabs';
import { SalaryTable } from '../../features/guidance/components/salary-table';
import { SkillsDemand } from '../../features/guidance/components/skills-demand';

export function IndustryTrendsPage() {
  return (
    <div className="space-y-12 py-8">
      <header className="space-y-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">Industry Trends</h1>
          <p className="max-w-3xl text-muted-foreground">
            Which skills employers are asking for, how pay compares across roles, and where hiring is heading
            in tech, finance, healthcare and retail.
          </p>
        </div>
        <DataNote />
      </header>
      <SkillsDemand />
      <EmergingTech />
      <SalaryTable />
      <IndustryTabs />
      <CareerTips />
      <CallToAction
        title="Put these trends to work"
        description="Compare your resume with a real job description and see which in-demand skills you can highlight."
        actionLabel="Analyse your resume"
      />
    </div>
  );
}
