import { describe, expect, it } from 'vitest';
import { indexWords, linesStating } from './stated-lines';

const stating = (term: string, lines: string[]) => linesStating(term, indexWords(lines));

describe('linesStating: a term is stated by any of its forms', () => {
  it('meets a term written singular or plural, in any case ("APIs" in "RESTful API")', () => {
    expect(stating('APIs', ['Summary', 'Designed RESTful API in Python'])).toEqual([1]);
    expect(stating('Communication', ['Strong communications with stakeholders'])).toEqual([0]);
  });

  it('reads words glued or apart alike, the glued word made singular', () => {
    expect(stating('E-commerce platforms', ['Built an ecommerce platform'])).toEqual([0]);
    expect(stating('Frontend development', ['Front End Development lead', 'front-end development'])).toEqual([
      0, 1,
    ]);
    expect(stating('Salesforce', ['Admin of Sales-force for 3 years'])).toEqual([0]);
  });

  it("meets a skill by its concept's other names and by a glued spelling", () => {
    expect(stating('Go', ['Built services in Golang'])).toEqual([0]);
    expect(
      stating('Email marketing', ['Ran e-mail marketing for 3 brands', 'Grew emailmarketing lists']),
    ).toEqual([0, 1]);
  });

  // A capitalised verb ("Excel at") still counts: the check errs toward never calling a stated skill missing.
  it('counts an everyday spelling the finder guards only written as the taxonomy writes it', () => {
    expect(stating('Go', ['Led the go-to-market plan', 'Services in Go and Rust'])).toEqual([1]);
    expect(stating('R', ['Led R&D efforts', 'R.O.K Cyber Command', 'Models in R and Python'])).toEqual([2]);
    expect(stating('R', ['John R. Smith', 'J R Smith', 'Statistics in R.'])).toEqual([2]);
    expect(stating('Microsoft Excel', ['SKILLS: EXCEL, WORD', "Excel's pivot tables"])).toEqual([0, 1]);
    expect(stating('Microsoft Excel', ['Excel at building teams', 'Budgets in excel'])).toEqual([0]);
  });

  it('finds nothing where no form is written, nor in letters spaced apart', () => {
    expect(stating('Kubernetes', ['Deployed containers with Docker'])).toEqual([]);
    expect(stating('Amazon RDS', ['J A R E D R I C H A R D S'])).toEqual([]);
  });
});
