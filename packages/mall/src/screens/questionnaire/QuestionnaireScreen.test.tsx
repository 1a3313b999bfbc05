import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { surveyGetCurrent } from '@shqcb/api/contract/lottery';
import { MOCK_TOKEN, demoSurvey, mockEndpoint } from '@shqcb/api/mocks';
import { server } from '../../test-setup.ts';
import { renderAt } from '../../testing/renderAt.tsx';
import QuestionnaireScreen, { ANSWERED_TEXT } from './QuestionnaireScreen.tsx';

const render = () => renderAt('/questionnaire', '/questionnaire', <QuestionnaireScreen />);

describe('QuestionnaireScreen', () => {
  it('should name the unanswered required question, then submit once and say it is done', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    const { user } = render();
    await user.click(await screen.findByRole('radio', { name: '早上通勤' }));
    await user.click(screen.getByRole('button', { name: '提交问卷' }));
    expect(await screen.findByText('请回答第2题')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: '新车发布' }));
    await user.click(screen.getByRole('checkbox', { name: '新能源' }));
    await user.click(screen.getByRole('button', { name: '提交问卷' }));
    expect(await screen.findByText('提交成功，获得30积分')).toBeTruthy();
    expect(await screen.findByText(ANSWERED_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交问卷' })).toBeNull();
  });

  it('should say it is done for a reader who answered, with no form', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    server.use(mockEndpoint(surveyGetCurrent, () => ({ ...demoSurvey.survey, answered: true })));
    render();
    expect(await screen.findByText(ANSWERED_TEXT)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('should show 暂无数据 when there is no survey', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    server.use(mockEndpoint(surveyGetCurrent, () => null));
    render();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });
});
