import { render, screen } from '@testing-library/react';
import { setApiBaseUrl } from '@engage/shared/config';
import { Avatar } from './avatar';

describe('Avatar (spec 000 §3)', () => {
  beforeEach(() => setApiBaseUrl('http://localhost:4000/api/'));

  it('prefixes a relative image URL with the API host', () => {
    render(<Avatar name="jane" imageUrl="/media/avatars/1.png" />);
    expect(screen.getByRole('img', { name: 'jane' })).toHaveAttribute(
      'src',
      'http://localhost:4000/media/avatars/1.png',
    );
  });

  it("shows initials when the image is absent or 'null', size 60 by default", () => {
    render(<Avatar name="jane.doe@example.com" type="email" imageUrl="null" />);
    const avatar = screen.getByRole('img', { name: 'jane.doe@example.com' });
    expect(avatar).toHaveTextContent('JD');
    expect(avatar).toHaveStyle({ width: '60px', height: '60px' });
  });

  it('drops a leading @ for usernames', () => {
    render(<Avatar name="@wanjiku" />);
    expect(screen.getByRole('img', { name: '@wanjiku' })).toHaveTextContent('WA');
  });
});
