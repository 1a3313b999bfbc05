import { useState } from 'react';
import { encodeAnswers, questionnaire, questionnaireChoose, surveyGetCurrent } from '@shqcb/api/contract/lottery';
import { integralShow } from '@shqcb/api/contract/points';
import { apiQueryKey, useApiMutation, useApiQuery } from '@shqcb/api/query';
import { Button, ListFooter, showToast } from '@shqcb/ui-kit';
import { Page } from '../../components/Page.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import './QuestionnaireScreen.css';

/** Shown instead of the form once the reader has submitted. */
export const ANSWERED_TEXT = '您已完成本问卷，感谢参与！';

/**
 * 问卷调查 (SPEC §2 /questionnaire): the current survey with single and multiple choice questions,
 * required ones marked *, one submission per reader (the server refuses a second) and points for
 * taking part.
 */
export default function QuestionnaireScreen() {
  const current = useApiQuery(surveyGetCurrent);
  const id = current.data?.id;
  const detail = useApiQuery(questionnaire, { id: id ?? 0 }, { enabled: id !== undefined });
  const [answers, setAnswers] = useState<Record<number, number[]>>({});
  const [missing, setMissing] = useState<number | null>(null);
  const submit = useApiMutation(questionnaireChoose, {
    invalidate: () => [apiQueryKey(surveyGetCurrent), apiQueryKey(questionnaire), apiQueryKey(integralShow)],
    onSuccess: (answer) => showToast(answer.points > 0 ? `提交成功，获得${answer.points}积分` : '提交成功'),
  });
  const questions = detail.data?.questions ?? [];
  const survey = detail.data?.survey ?? current.data;

  const toggle = (questionId: number, optionId: number, single: boolean) => {
    setMissing(null);
    setAnswers((old) => {
      const chosen = old[questionId] ?? [];
      const next = single ? [optionId] : chosen.includes(optionId) ? chosen.filter((o) => o !== optionId) : [...chosen, optionId];
      return { ...old, [questionId]: next };
    });
  };
  const send = () => {
    const unanswered = questions.findIndex((q) => q.required && (answers[q.id] ?? []).length === 0);
    if (unanswered >= 0) {
      setMissing(questions[unanswered]?.id ?? null);
      showToast(`请回答第${unanswered + 1}题`);
      return;
    }
    if (id !== undefined) submit.mutate({ id, answers: encodeAnswers(answers) });
  };
  const answered = survey?.answered || submit.isSuccess;

  return (
    <Page
      title="问卷调查"
      footer={
        survey && survey.open && !answered ? (
          <Button block loading={submit.isPending} onClick={send}>
            提交问卷
          </Button>
        ) : undefined
      }
    >
      <QueryState isPending={current.isPending || (id !== undefined && detail.isPending)} isError={current.isError || detail.isError} onRetry={() => void (current.isError ? current.refetch() : detail.refetch())} />
      {current.isSuccess && current.data === null && <ListFooter status="empty" />}
      {survey && (
        <section className="shq-mall-section" aria-labelledby="shq-survey-title">
          <h2 id="shq-survey-title" className="shq-mall-card__title">
            {survey.title}
          </h2>
          <p className="shq-mall-note">{survey.intro}</p>
          {survey.points > 0 && <p className="shq-mall-points">完成可得{survey.points}积分</p>}
          {!survey.open && <p role="status">问卷已结束</p>}
          {answered && <p role="status" className="shq-survey__done">{ANSWERED_TEXT}</p>}
        </section>
      )}
      {survey && survey.open && !answered && (
        <form className="shq-survey" onSubmit={(event) => { event.preventDefault(); send(); }}>
          {questions.map((question, index) => {
            const single = question.kind === 'single';
            const chosen = answers[question.id] ?? [];
            return (
              <fieldset key={question.id} className={`shq-mall-section shq-survey__question${missing === question.id ? ' shq-survey__question--missing' : ''}`} aria-invalid={missing === question.id || undefined}>
                <legend className="shq-survey__legend">
                  {index + 1}. {question.text}
                  {question.required && <span aria-label="必答"> *</span>}
                  <span className="shq-mall-note"> （{single ? '单选' : '多选'}）</span>
                </legend>
                {question.options.map((option) => (
                  <label key={option.id} className="shq-survey__option">
                    <input type={single ? 'radio' : 'checkbox'} name={`q${question.id}`} checked={chosen.includes(option.id)} onChange={() => toggle(question.id, option.id, single)} />
                    <span>{option.text}</span>
                  </label>
                ))}
              </fieldset>
            );
          })}
        </form>
      )}
    </Page>
  );
}
