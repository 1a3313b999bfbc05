import { and, asc, desc, eq } from 'drizzle-orm';
import { questionnaireChoose, type Question, type SurveySummary } from '@shqcb/api/contract/lottery';
import type { Db, Queryable } from '../../db/Db.ts';
import { surveyQuestions, surveys, surveySubmissions } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import { changePoints } from '../points/pointsLedger.ts';

type SurveyRow = typeof surveys.$inferSelect;
type QuestionRow = typeof surveyQuestions.$inferSelect;

async function answered(db: Queryable, surveyId: number, viewerId: number | null): Promise<boolean> {
  if (viewerId === null) return false;
  const [row] = await db.select({ id: surveySubmissions.id }).from(surveySubmissions).where(and(eq(surveySubmissions.surveyId, surveyId), eq(surveySubmissions.userId, viewerId)));
  return row !== undefined;
}

async function summary(db: Queryable, row: SurveyRow, viewerId: number | null): Promise<SurveySummary> {
  return { id: row.id, title: row.title, intro: row.intro, points: row.points, open: row.status === 'open', answered: await answered(db, row.id, viewerId) };
}

/** survey/getCurrent: the newest open survey, or null. */
export async function currentSurvey(db: Db, viewerId: number | null): Promise<SurveySummary | null> {
  const [row] = await db.select().from(surveys).where(eq(surveys.status, 'open')).orderBy(desc(surveys.id)).limit(1);
  return row ? summary(db, row, viewerId) : null;
}

function toQuestion(row: QuestionRow): Question {
  return { id: row.id, text: row.text, kind: row.kind as Question['kind'], required: row.required, options: row.options };
}

async function surveyById(db: Queryable, id: number): Promise<SurveyRow> {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, id));
  if (!row) throw ApiError.of(questionnaireChoose.refusals.surveyNotFound);
  return row;
}

async function questionsOf(db: Queryable, surveyId: number): Promise<QuestionRow[]> {
  return db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId)).orderBy(asc(surveyQuestions.sortOrder), asc(surveyQuestions.id));
}

/** questionnaire: a survey with its questions. */
export async function surveyWithQuestions(db: Db, id: number, viewerId: number | null): Promise<{ survey: SurveySummary; questions: Question[] }> {
  const row = await surveyById(db, id);
  return { survey: await summary(db, row, viewerId), questions: (await questionsOf(db, id)).map(toQuestion) };
}

/**
 * Checks answers against the questions: required ones answered, one option for single choice, only
 * options of the question, no unknown question. Refusals name the question by its number (第N题).
 */
export function checkAnswers(questions: readonly QuestionRow[], answers: Readonly<Record<string, number[]>>): Record<string, number[]> {
  const known = new Set(questions.map((q) => String(q.id)));
  if (Object.keys(answers).some((id) => !known.has(id))) throw ApiError.of(questionnaireChoose.refusals.unknownOption, { n: questions.length + 1 });
  const kept: Record<string, number[]> = {};
  questions.forEach((question, index) => {
    const n = index + 1;
    const chosen = answers[String(question.id)] ?? [];
    if (chosen.length === 0) {
      if (question.required) throw ApiError.of(questionnaireChoose.refusals.requiredMissing, { n });
      return;
    }
    if (question.kind === 'single' && chosen.length > 1) throw ApiError.of(questionnaireChoose.refusals.singleOnly, { n });
    const options = new Set(question.options.map((option) => option.id));
    if (chosen.some((id) => !options.has(id))) throw ApiError.of(questionnaireChoose.refusals.unknownOption, { n });
    kept[String(question.id)] = chosen;
  });
  return kept;
}

/**
 * questionnaire/choose: one submission per reader (a unique key: of concurrent submissions one
 * inserts), with the points for taking part credited in the same transaction.
 */
export async function submitSurvey(db: Db, userId: number, id: number, answers: Record<string, number[]>, now: Date): Promise<{ points: number; balance: number }> {
  const survey = await surveyById(db, id);
  if (survey.status !== 'open') throw ApiError.of(questionnaireChoose.refusals.closed);
  const checked = checkAnswers(await questionsOf(db, id), answers);
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(surveySubmissions).values({ surveyId: id, userId, answers: checked, createdAt: now }).onConflictDoNothing().returning({ id: surveySubmissions.id });
    if (inserted.length === 0) throw ApiError.of(questionnaireChoose.refusals.alreadyAnswered);
    if (survey.points <= 0) return { points: 0, balance: 0 };
    const balance = await changePoints(tx, { userId, delta: survey.points, reason: 'survey', title: `参与问卷：${survey.title}`, refKey: `survey:${id}`, now });
    return { points: survey.points, balance };
  });
}
