import type { ResumeSectionType } from '@shared/resume';

/**
 * The section headings of Chinese (simplified and traditional), Japanese and Korean resumes: a small closed set,
 * since these resumes follow a few fixed templates (简历 / 履歴書 and 職務経歴書 / 이력서). Same decisions as the
 * main vocabulary: contact blocks are the header; personal-information blocks (个人信息, 基本情報, 인적사항),
 * awards, interests and campus activities are 'other'; training and licences are certifications; a cover letter
 * (자기소개서) is 'other'. Written as printed: `normalizeHeading` handles full-width forms, "・", 【】 and numbering,
 * and a spelling matches with or without its spaces (경력사항 = 경력 사항).
 */
export const cjkVocabulary: Record<ResumeSectionType, string> = {
  header: `
    联系方式 | 联系信息 | 聯絡方式 | 聯繫方式 | 連絡先 | 연락처`,
  summary: `
    简介 | 个人简介 | 自我评价 | 个人总结 | 求职意向 | 个人概述 | 概述 | 个人评价 | 自我介绍 | 职业目标 | 个人优势 |
    個人簡介 | 自我評價 | 求職意向 | 自傳 |
    自己PR | 自己紹介 | 職務要約 | 職務概要 | 概要 |
    자기소개 | 요약 | 경력 요약 | 프로필`,
  experience: `
    工作经历 | 工作经验 | 实习经历 | 实习经验 | 工作履历 | 职业经历 | 工作經歷 | 工作經驗 | 實習經歷 | 實習經驗 |
    職歴 | 職務経歴 | 職務経験 | 経歴 | 実務経験 | 職務内容 | インターン | インターンシップ |
    경력 | 경력사항 | 근무경력 | 경험 | 인턴 | 인턴십 | 인턴 경험 | 직무경험`,
  education: `
    教育背景 | 教育经历 | 学历 | 教育 | 学习经历 | 教育經歷 | 學歷 | 教育程度 |
    学歴 | 学歴・職歴 |
    학력 | 학력사항`,
  skills: `
    技能 | 专业技能 | 技术 | 技能特长 | 技术栈 | 语言 | 语言能力 | 个人技能 | 核心技能 | 技术能力 | 专业能力 |
    專業技能 | 技能專長 | 技術 | 語言能力 |
    スキル | 保有スキル | テクニカルスキル | 活かせるスキル | 語学 | 語学力 | 言語 |
    기술 | 보유기술 | 기술스택 | 스킬 | 역량 | 핵심역량 | 어학 | 외국어`,
  projects: `
    项目经验 | 项目经历 | 项目 | 个人项目 | 項目經驗 | 項目經歷 | 專案經驗 | 專案 |
    プロジェクト | プロジェクト経験 | 主なプロジェクト |
    프로젝트 | 프로젝트 경험 | 프로젝트 경력 | 주요 프로젝트`,
  certifications: `
    证书 | 资格证书 | 培训经历 | 认证 | 培训 | 證書 | 資格證書 | 證照 | 培訓經歷 |
    資格 | 免許・資格 | 資格・免許 | 保有資格 | 免許 | 研修 |
    자격증 | 자격사항 | 자격 | 면허 | 교육 이수`,
  other: `
    获奖情况 | 荣誉奖项 | 兴趣爱好 | 其他 | 个人信息 | 发表论文 | 证明人 | 获奖经历 | 荣誉 | 获奖 | 所获荣誉 |
    校园经历 | 社团经历 | 基本信息 | 獲獎經歷 | 榮譽 | 個人資料 | 興趣愛好 |
    受賞 | 受賞歴 | 賞罰 | 趣味 | 趣味・特技 | 個人情報 | 基本情報 | 本人希望記入欄 | その他 |
    수상 | 수상경력 | 수상내역 | 대외활동 | 활동 | 취미 | 인적사항 | 기본정보 | 자기소개서 | 기타`,
};

/**
 * CJK headings that are also common words of a list or a form ("技术" in a list of fields, "学历：本科" in a
 * personal-information block): like the main vocabulary's weak headings, they need the document's other headings.
 */
export const cjkWeakHeadings =
  '技术 教育 项目 语言 其他 培训 认证 概述 学历 荣誉 技術 言語 免許 研修 経歴 概要 경험 활동 인턴 기타 その他 자격 요약 역량';
