import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import AuthIndexScreen from './AuthIndexScreen.tsx';

describe('AuthIndexScreen', () => {
  it('should open the SMS login outside WeChat, where there is nothing to authorise with', async () => {
    render(
      <MemoryRouter initialEntries={['/authIndex']}>
        <Routes>
          <Route path="/authIndex" element={<AuthIndexScreen />} />
          <Route path="/login" element={<p>login screen</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('login screen')).toBeTruthy();
  });
});
