import { screen } from '@testing-library/react';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { renderWithI18n } from '../test/render-with-i18n';
import { ErrorBoundary } from './error-boundary';
import { ErrorPage, ErrorPageFailure, describeRouteError } from './error-page';

describe('describeRouteError', () => {
  it("takes a route error's status and message", () => {
    const error = new ErrorResponse(418, '', 'Unknown middleware auth');
    expect(describeRouteError(error)).toEqual({ status: 418, message: 'Unknown middleware auth' });
  });

  it('takes the error status, else 500', () => {
    expect(describeRouteError(Object.assign(new Error('gone'), { status: 410 }))).toEqual({
      status: 410,
      message: 'gone',
    });
    expect(describeRouteError(new Error('boom'))).toEqual({ status: 500, message: 'boom' });
  });
});

describe('ErrorPage', () => {
  it('says a 404 page could not be found, with a link home', async () => {
    await renderWithI18n(<ErrorPage status={404} message="whatever" />);
    expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('says Kado is temporarily unavailable for a 503', async () => {
    await renderWithI18n(<ErrorPage status={503} message="Service unavailable" />);
    expect(
      screen.getByRole('heading', {
        name: 'Kado is temporarily unavailable. Please try again in a moment.',
      }),
    ).toBeTruthy();
  });

  it('names the unknown middleware, translated around the name', async () => {
    await renderWithI18n(<ErrorPage status={500} message="Unknown middleware identity" />);
    expect(screen.getByRole('heading', { name: 'Unknown middleware identity' })).toBeTruthy();
  });

  it('falls back to a plain message with a home link when the error page itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('layout exploded');
    }
    await renderWithI18n(
      <ErrorBoundary fallback={<ErrorPageFailure />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'An error occurred while showing the error page' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    vi.restoreAllMocks();
  });
});
