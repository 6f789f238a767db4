import { httpStatus } from './http-status';

describe('httpStatus audit', () => {
  it.each([200, 203, 204, 299])('passes HTTP %s', (status) => {
    expect(httpStatus({ httpStatus: status })).toEqual({ score: 1, findings: [] });
  });

  it.each([199, 300, 301, 404, 410, 500, 503])('fails HTTP %s with an error that names the status', (status) => {
    expect(httpStatus({ httpStatus: status })).toEqual({
      score: 0,
      findings: [
        {
          type: 'seo.http_status',
          severity: 'error',
          message: `The page answered HTTP ${status}; search engines only index pages that answer 200 OK.`,
          recommendation: 'Make the address answer 200 OK, or redirect it to the page that replaced it.',
        },
      ],
    });
  });
});
