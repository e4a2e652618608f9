import { describe, expect, it } from 'vitest';
import { onBehalfBody, onBehalfOutcome } from './on-behalf.ts';

describe('onBehalfBody', () => {
  it('keeps the leave fields, drops empty and unknown ones, and adds the student and opinion', () => {
    const body = onBehalfBody(
      's1',
      {
        type: 'sick',
        startDate: '2027-01-04',
        startHalf: 'am',
        endDate: '2027-01-05',
        endHalf: 'pm',
        reason: '发烧',
        destination: '',
        parentPhone: null,
        attachments: [{ id: 'f1', name: 'note.pdf' }],
        schoolExtra: 'x',
        opinion: 'should not pass',
      },
      '代请假',
    );
    expect(body).toEqual({
      type: 'sick',
      startDate: '2027-01-04',
      startHalf: 'am',
      endDate: '2027-01-05',
      endHalf: 'pm',
      reason: '发烧',
      attachments: [{ id: 'f1', name: 'note.pdf' }],
      studentId: 's1',
      opinion: '代请假',
    });
  });
});

describe('onBehalfOutcome', () => {
  it('tells approved, forwarded after my step, and waiting for the counsellor apart', () => {
    expect(onBehalfOutcome({ status: 'approved', approvedByMe: true })).toBe('approved');
    expect(onBehalfOutcome({ status: 'running', approvedByMe: true })).toBe('forwarded');
    expect(onBehalfOutcome({ status: 'running', approvedByMe: false })).toBe('submitted');
  });
});
