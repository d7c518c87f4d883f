import { describe, expect, it } from 'vitest';
import { splitSections } from './sections';

/** "type:title" of each section. */
const sectionsOf = (lines: string[]) =>
  splitSections(lines.join('\n')).map((section) => `${section.type}:${section.title}`);

describe('headings of Chinese, Japanese and Korean resumes', () => {
  it('reads the common Chinese headings, each as its section type', () => {
    const resume = [
      '张伟',
      '电话：138-0000-0000 | 邮箱：zhang@example.com',
      '个人简介',
      '五年后端开发经验，熟悉分布式系统。',
      '教育背景',
      '北京大学 计算机科学与技术 本科 2015 - 2019',
      '工作经历',
      'ABC科技有限公司 后端工程师 2019 - 至今',
      '实习经历',
      'XYZ公司 实习生 2018',
      '项目经历',
      '在线商城 Java、MySQL',
      '专业技能',
      'Java、Python、SQL',
      '证书',
      '英语六级',
      '获奖情况',
      '2018 全国大学生数学建模竞赛一等奖',
      '自我评价',
      '踏实肯干，善于沟通。',
    ];
    expect(sectionsOf(resume)).toEqual([
      'header:Header',
      'summary:个人简介',
      'education:教育背景',
      'experience:工作经历',
      'experience:实习经历',
      'projects:项目经历',
      'skills:专业技能',
      'certifications:证书',
      'other:获奖情况',
      'summary:自我评价',
    ]);
  });

  it('reads traditional Chinese spellings', () => {
    expect(sectionsOf(['陳大文', '學歷', '香港大學', '工作經歷', 'ABC公司', '專業技能', 'Java'])).toEqual([
      'header:Header',
      'education:學歷',
      'experience:工作經歷',
      'skills:專業技能',
    ]);
  });

  it('reads a heading followed by a full-width colon, alone or with its first line', () => {
    expect(sectionsOf(['张伟', '教育背景：', '北京大学', '技能：Java、Python'])).toEqual([
      'header:Header',
      'education:教育背景',
      'skills:技能',
    ]);
    const [, education] = splitSections('张伟\n教育背景：北京大学 2015 - 2019');
    expect(education?.content).toEqual(['北京大学 2015 - 2019']);
  });

  it('reads headings inside 【】 and numbered ones ("一、", "(二)", "3.")', () => {
    expect(
      sectionsOf(['张伟', '【教育背景】', '北京大学', '【工作经历】', 'ABC公司', '【技能】', 'Java']),
    ).toEqual(['header:Header', 'education:教育背景', 'experience:工作经历', 'skills:技能']);
    expect(
      sectionsOf(['张伟', '一、教育背景', '北京大学', '二、工作经历', 'ABC公司', '三、证书', '英语六级']),
    ).toEqual([
      'header:Header',
      'education:一、教育背景',
      'experience:二、工作经历',
      'certifications:三、证书',
    ]);
    expect(sectionsOf(['张伟', '(一)教育背景', '北京大学', '(二)项目经历', '商城'])).toEqual([
      'header:Header',
      'education:(一)教育背景',
      'projects:(二)项目经历',
    ]);
    expect(sectionsOf(['张伟', '1.教育背景', '北京大学', '2.工作经历', 'ABC公司'])).toEqual([
      'header:Header',
      'education:1.教育背景',
      'experience:2.工作经历',
    ]);
  });

  it('reads Japanese headings, with a ■ before them and full-width letters ("自己ＰＲ")', () => {
    const resume = [
      '山田 太郎',
      '■ 学歴',
      '東京大学 工学部',
      '■ 職務経歴',
      '株式会社サンプル',
      '■ スキル',
      'Java, Python',
    ];
    expect(
      sectionsOf([...resume, '■ 資格', '基本情報技術者', '■ 自己ＰＲ', '粘り強く取り組みます。']),
    ).toEqual([
      'header:Header',
      'education:学歴',
      'experience:職務経歴',
      'skills:スキル',
      'certifications:資格',
      'summary:自己ＰＲ',
    ]);
    expect(sectionsOf(['山田 太郎', '職歴', '株式会社サンプル', '自己PR', '粘り強い'])).toEqual([
      'header:Header',
      'experience:職歴',
      'summary:自己PR',
    ]);
  });

  it('reads Korean headings, with or without the space inside them', () => {
    const resume = ['홍길동', '학력', '서울대학교 컴퓨터공학과', '경력사항', 'ABC 주식회사 2019 - 현재'];
    expect(
      sectionsOf([
        ...resume,
        '자격증',
        '정보처리기사',
        '기술',
        'Java, Python, SQL',
        '수상',
        '교내 해커톤 대상',
      ]),
    ).toEqual([
      'header:Header',
      'education:학력',
      'experience:경력사항',
      'certifications:자격증',
      'skills:기술',
      'other:수상',
    ]);
    expect(sectionsOf(['홍길동', '경력 사항', 'ABC 주식회사', '경력', 'XYZ 2017 - 2019'])).toEqual([
      'header:Header',
      'experience:경력 사항',
      'experience:경력',
    ]);
  });

  it('counts the words of unspaced text with the segmenter: a list-like heading over a long line is a heading', () => {
    // "技术" (technology) is list-like; the line above it is one sentence, not a list item.
    expect(
      sectionsOf([
        '张伟',
        '教育背景',
        '北京大学计算机科学与技术专业本科毕业',
        '技术',
        'Java、Python',
        '工作经历',
        'ABC公司',
      ]),
    ).toEqual(['header:Header', 'education:教育背景', 'skills:技术', 'experience:工作经历']);
  });

  it('reads a paragraph of Chinese prose under the contact lines as the summary', () => {
    const resume = [
      '张伟',
      'zhang@example.com',
      '五年后端开发经验，熟悉分布式系统和高并发架构设计，善于沟通，能够独立负责项目的设计与实现。',
    ];
    expect(sectionsOf([...resume, '工作经历', 'ABC公司'])).toEqual([
      'header:Header',
      'summary:',
      'experience:工作经历',
    ]);
  });

  it('reads CJK date ranges ("2019.07 - 至今", "2019年4月 ～ 現在") in a resume without headings as experience', () => {
    expect(sectionsOf(['张伟', '', 'ABC科技有限公司 后端工程师', '2019.07 - 至今', '负责订单系统'])).toEqual([
      'header:Header',
      'experience:',
    ]);
    expect(sectionsOf(['山田太郎', '', '株式会社サンプル', '2019年4月 ～ 現在'])).toEqual([
      'header:Header',
      'experience:',
    ]);
    expect(sectionsOf(['홍길동', '', 'ABC 주식회사', '2019.03 - 현재'])).toEqual([
      'header:Header',
      'experience:',
    ]);
    expect(sectionsOf(['张伟', '', '喜欢阅读和旅行'])).toEqual(['header:Header', 'other:']);
  });

  it('takes no heading from a sentence holding a heading word, nor from a form field', () => {
    expect(sectionsOf(['张伟', '熟练掌握多种技能并善于沟通', '工作经历', 'ABC公司'])).toEqual([
      'header:Header',
      'experience:工作经历',
    ]);
    // "学历：本科" (degree: bachelor) is a field of the personal-information block, not an education heading.
    expect(
      sectionsOf([
        '张伟',
        '个人信息',
        '姓名：张伟',
        '学历：本科',
        '电话：13800000000',
        '教育背景',
        '北京大学',
      ]),
    ).toEqual(['header:Header', 'other:个人信息', 'education:教育背景']);
  });
});
