import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import PaperScreen from './PaperScreen.tsx';

function renderScreen() {
  return render(
    <MemoryRouter initialEntries={['/already-order']}>
      <Routes>
        <Route path="/already-order" element={<PaperScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PaperScreen', () => {
  it('should name the screen for screen readers', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('上海汽车报');
  });
});
