import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DownlineRedirect } from './downline-redirect';

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

describe('/downline', () => {
  it('leads to the back office requests desk, keeping its search', async () => {
    render(
      <MemoryRouter initialEntries={['/downline?request=dep-1']}>
        <Routes>
          <Route path="/downline" element={<DownlineRedirect />} />
          <Route path="/backoffice/requests" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('at /backoffice/requests?request=dep-1')).toBeTruthy();
  });
});
