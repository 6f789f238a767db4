import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { anItem, aUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import { ContentFormDialog } from './content-form-dialog';
import { writingContext } from './use-writing-assistant';

const suggestions = [
  { type: 'rephrasing', suggestion: 'Pricing Plans for Small Teams', explanation: 'Title case reads as a headline.' },
  { type: 'expansion', suggestion: 'Pricing plans for small teams (2026)' },
];

async function open(item = anItem({ id: 'e1', title: 'pricing plans for small teams', url: 'https://example.com/pricing', content: 'Our plans' })) {
  await renderWithProviders(<ContentFormDialog item={item} onClose={vi.fn()} />, { user: aUser() });
  return setupUser();
}

describe('AI writing assistant', () => {
  it('asks for text first and calls nothing when the field is empty', async () => {
    const { fetchMock } = mockFetch({});
    const user = await open(anItem({ title: 'Pricing', content: null }));
    await user.click(screen.getByRole('button', { name: 'Suggest description' }));
    expect(await screen.findByText('No content')).toBeInTheDocument();
    expect(screen.getByText('Please write some text to get AI suggestions.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the field, its text and what it is about, then shows the suggestions', async () => {
    const { callsTo } = mockFetch({ 'POST /api/ai-writing-assistant': { body: { suggestions } } });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Suggest title' }));
    const panel = within(await screen.findByRole('region', { name: 'AI suggestions for title' }));
    expect(callsTo('POST', '/api/ai-writing-assistant')[0].body).toEqual({
      text: 'pricing plans for small teams',
      field: 'title',
      context: 'Our plans',
      selectedText: '',
    });
    const first = within(panel.getByRole('listitem', { name: 'Suggestion 1' }));
    expect(first.getByText('rephrasing')).toBeInTheDocument();
    expect(first.getByText('Pricing Plans for Small Teams')).toBeInTheDocument();
    expect(first.getByText('Title case reads as a headline.')).toBeInTheDocument();
    expect(within(panel.getByRole('listitem', { name: 'Suggestion 2' })).getByText('expansion')).toBeInTheDocument();
  });

  it('applies a suggestion to the field', async () => {
    mockFetch({ 'POST /api/ai-writing-assistant': { body: { suggestions } } });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Suggest title' }));
    const panel = await screen.findByRole('region', { name: 'AI suggestions for title' });
    await user.click(within(within(panel).getByRole('listitem', { name: 'Suggestion 1' })).getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Title *')).toHaveValue('Pricing Plans for Small Teams');
    expect(await screen.findByText('Applied')).toBeInTheDocument();
    expect(screen.getByText('AI suggestion applied successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'AI suggestions for title' })).not.toBeInTheDocument();
  });

  it('copies a suggestion to the clipboard', async () => {
    mockFetch({ 'POST /api/ai-writing-assistant': { body: { suggestions } } });
    const user = await open();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Suggest title' }));
    const panel = await screen.findByRole('region', { name: 'AI suggestions for title' });
    await user.click(within(within(panel).getByRole('listitem', { name: 'Suggestion 2' })).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Pricing plans for small teams (2026)');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(screen.getByText('Suggestion copied to clipboard.')).toBeInTheDocument();
    // Copying leaves the field alone.
    expect(screen.getByLabelText('Title *')).toHaveValue('pricing plans for small teams');
  });

  it('says so when suggestions cannot be had', async () => {
    mockFetch({ 'POST /api/ai-writing-assistant': { status: 500, body: { message: 'boom' } } });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Suggest title' }));
    expect(await screen.findByText('Failed to get AI suggestions. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'AI suggestions for title' })).not.toBeInTheDocument();
  });

  it('works on the selected part of a description and applies the suggestion to that part only', async () => {
    const { callsTo } = mockFetch({
      'POST /api/ai-writing-assistant': { body: { suggestions: [{ type: 'improvement', suggestion: 'The team updated the page.' }] } },
    });
    const user = await open(anItem({ title: 'Pricing', url: 'https://example.com/pricing', content: 'Intro. The page was updated by the team. Outro.' }));
    const description = screen.getByLabelText('Description') as HTMLTextAreaElement;
    description.setSelectionRange(7, 40);
    await user.click(screen.getByRole('button', { name: 'Suggest description' }));
    expect(callsTo('POST', '/api/ai-writing-assistant')[0].body).toEqual({
      text: 'Intro. The page was updated by the team. Outro.',
      field: 'description',
      context: 'Pricing',
      selectedText: 'The page was updated by the team.',
    });
    const panel = within(await screen.findByRole('region', { name: 'AI suggestions for description' }));
    expect(panel.getByText('Suggestions for the selected text')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Apply' }));
    expect(description).toHaveValue('Intro. The team updated the page. Outro.');
  });

  it('helps with the AI prompt once it is switched on', async () => {
    const { callsTo } = mockFetch({ 'POST /api/ai-writing-assistant': { body: { suggestions: [] } } });
    const user = await open(anItem({ title: 'Pricing', aiPrompt: null }));
    expect(screen.queryByRole('button', { name: 'Suggest AI prompt' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Use a custom AI prompt' }));
    await user.type(screen.getByLabelText('AI prompt'), 'Be thorough');
    await user.click(screen.getByRole('button', { name: 'Suggest AI prompt' }));
    expect(await screen.findByText('No suggestions for this text.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/ai-writing-assistant')[0].body).toMatchObject({ field: 'ai_prompt', text: 'Be thorough', context: 'Pricing' });
  });
});

describe('writingContext', () => {
  const values = { title: '', url: 'https://example.com/blog/pricing-plans', content: '', contentType: 'blog_post' as const };
  it('names the topic in words, never as labelled fields', () => {
    expect(writingContext('description', { ...values, title: 'Pricing' })).toBe('Pricing');
    expect(writingContext('description', values)).toBe('pricing plans');
    expect(writingContext('title', { ...values, content: 'Plans for teams. More text.' })).toBe('Plans for teams.');
    expect(writingContext('title', values)).toBe('pricing plans');
    expect(writingContext('ai_prompt', { ...values, url: 'not a url' })).toBe('blog post');
  });
});
