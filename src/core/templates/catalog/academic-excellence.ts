import {
  bullet,
  dates,
  entry,
  numbered,
  onDate,
  plain,
  sampleResume,
  section,
  skills,
} from '../sample-parts';
import type { Template } from '../template';

/** Academic Excellence: a curriculum vitae template, with a computational biologist's sample and publications. */
export const academicExcellence: Template = {
  id: 'academic-excellence',
  name: 'Academic Excellence',
  description:
    'A scholarly curriculum vitae layout for research, teaching and grants. Gives publications, funding and teaching the room they need, in a quiet, formal style.',
  category: 'academic',
  features: [
    'Curriculum vitae structure',
    'Numbered publications list',
    'Sections for grants, teaching and awards',
    'Margin headings for easy navigation',
  ],
  previewText: 'Book serif with each heading in a left margin column, publications numbered.',
  popularity: 78,
  recommended: ['Researchers', 'Professors', 'PhD candidates', 'Postdoctoral fellows'],
  sample: sampleResume(
    {
      name: 'Dr. Mei-Ling Zhou',
      label: 'Postdoctoral Research Fellow, Computational Biology',
      email: 'meiling.zhou@example.edu',
      phone: '(617) 555-0172',
      location: 'Boston, MA',
      profiles: [
        { network: 'ORCID', url: 'orcid.org/0000-0002-1825-0097' },
        { network: 'Google Scholar', url: 'scholar.google.com/citations?user=mlzhou' },
      ],
    },
    [
      section('summary', 'Research Interests', [
        plain(
          'Computational biologist studying how gene regulatory networks rewire during cell differentiation. I develop single-cell methods and open-source tools, and I teach quantitative methods to life scientists.',
        ),
      ]),
      section('experience', 'Academic Appointments', [
        entry({
          title: 'Postdoctoral Research Fellow',
          organisation: 'Broadmoor Institute for Genomic Medicine',
          location: 'Boston, MA',
          dates: dates('2021-09', 'present'),
          lines: [
            bullet(
              'Developed scNetFlow, a method to infer regulatory networks from single-cell multiome data',
            ),
            bullet('Lead a collaboration of 3 labs profiling 250,000 cells across human heart development'),
            bullet('Supervise 2 PhD rotation students and 1 undergraduate researcher'),
          ],
        }),
        entry({
          title: 'Graduate Research Assistant',
          organisation: 'University of California, San Diego',
          location: 'La Jolla, CA',
          dates: dates('2016-09', '2021-06'),
          lines: [
            bullet('Thesis: “Dynamic regulatory networks in haematopoiesis” (advisor: Prof. R. Delgado)'),
            bullet('Built a Bayesian model of chromatin accessibility adopted by 4 other labs'),
          ],
        }),
      ]),
      section('education', 'Education', [
        entry({
          title: 'Ph.D. in Bioinformatics and Systems Biology',
          organisation: 'University of California, San Diego',
          location: 'La Jolla, CA',
          dates: onDate('2021-06'),
          lines: [plain('Honors: NSF Graduate Research Fellowship; Outstanding Dissertation Award')],
        }),
        entry({
          title: 'B.S. in Biology and Mathematics',
          organisation: 'University of Washington',
          location: 'Seattle, WA',
          dates: onDate('2016-06'),
          lines: [plain('GPA: 3.92/4.0'), plain('Honors: summa cum laude, Phi Beta Kappa')],
        }),
      ]),
      section('other', 'Publications', [
        numbered(
          '1.',
          'Zhou, M.-L., Okonkwo, A., & Delgado, R. (2024). Inferring regulatory rewiring from single-cell multiome data with scNetFlow. Nature Methods, 21, 1123–1134. doi:10.5555/nmeth.2024.0412',
        ),
        numbered(
          '2.',
          'Zhou, M.-L., & Delgado, R. (2021). Dynamic regulatory networks in haematopoiesis. Cell Systems, 12(8), 745–760. doi:10.5555/cels.2021.0087',
        ),
        numbered(
          '3.',
          'Park, J., Zhou, M.-L., & Hassan, S. (2020). A Bayesian model of chromatin accessibility across cell states. Bioinformatics, 36(14), 4102–4110. doi:10.5555/bioinf.2020.0333',
        ),
      ]),
      section('other', 'Grants & Fellowships', [
        bullet('NIH K99/R00 Pathway to Independence Award, $980,000 (2023 – 2028)'),
        bullet('Broadmoor Postdoctoral Fellowship (2021 – 2023)'),
        bullet('NSF Graduate Research Fellowship (2017 – 2020)'),
      ]),
      section('other', 'Teaching', [
        bullet('Instructor, Quantitative Methods for Biologists, Broadmoor Summer School (2022, 2023)'),
        bullet('Teaching Assistant, Introduction to Bioinformatics, UC San Diego (2017, 2018)'),
      ]),
      section('skills', 'Skills', [
        skills('Computational', [
          'Python',
          'R',
          'Bioconductor',
          'PyTorch',
          'Nextflow',
          'High-performance computing',
        ]),
        skills('Methods', ['Single-cell RNA-seq', 'ATAC-seq', 'Bayesian inference', 'Network inference']),
      ]),
      section('other', 'Awards & Recognition', [
        bullet('ISMB Best Paper Award (2024)'),
        bullet('Outstanding Dissertation Award, UC San Diego (2021)'),
      ]),
    ],
  ),
};
