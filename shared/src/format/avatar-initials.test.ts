import { avatarInitials, avatarUrl } from './avatar-initials';

const host = 'http://localhost:4000';

describe('avatarUrl — spec 000 §3 "A relative image URL is prefixed with the API host; an absent or \'null\' image shows initials"', () => {
  it('prefixes a relative path with the API host, with exactly one slash', () => {
    expect(avatarUrl('/media/avatars/a.png', host)).toBe('http://localhost:4000/media/avatars/a.png');
    expect(avatarUrl('media/avatars/a.png', host)).toBe('http://localhost:4000/media/avatars/a.png');
    expect(avatarUrl('/media/a.png', 'http://localhost:4000/')).toBe('http://localhost:4000/media/a.png');
  });

  it('leaves an absolute URL alone', () => {
    expect(avatarUrl('https://cdn.example/a.png', host)).toBe('https://cdn.example/a.png');
    expect(avatarUrl('//cdn.example/a.png', host)).toBe('//cdn.example/a.png');
    expect(avatarUrl('data:image/png;base64,AAAA', host)).toBe('data:image/png;base64,AAAA');
  });

  it("returns null for an absent image or the string 'null'", () => {
    expect(avatarUrl(null, host)).toBeNull();
    expect(avatarUrl(undefined, host)).toBeNull();
    expect(avatarUrl('', host)).toBeNull();
    expect(avatarUrl('null', host)).toBeNull();
  });
});

describe('avatarInitials — spec 000 §3 initials rule', () => {
  it('email type: "two initials from the name parts of the local part"', () => {
    expect(avatarInitials('jane.doe@example.com', 'email')).toBe('JD');
    expect(avatarInitials('john_kamau@example.com', 'email')).toBe('JK');
    expect(avatarInitials('mary-ann@example.com', 'email')).toBe('MA');
    expect(avatarInitials('otieno+work@example.com', 'email')).toBe('OW');
    expect(avatarInitials('a.b.c@example.com', 'email')).toBe('AB');
  });

  it('email type: "else the first two letters"', () => {
    expect(avatarInitials('alice@example.com', 'email')).toBe('AL');
    expect(avatarInitials('.wanjiru@example.com', 'email')).toBe('WA');
    expect(avatarInitials('x@example.com', 'email')).toBe('X');
  });

  it('username type: "drop a leading @, first two letters"', () => {
    expect(avatarInitials('@kamau', 'username')).toBe('KA');
    expect(avatarInitials('kamau', 'username')).toBe('KA');
    expect(avatarInitials('jane.doe', 'username')).toBe('JA');
  });

  it('"uppercase", and an empty name gives no initials', () => {
    expect(avatarInitials('zawadi', 'username')).toBe('ZA');
    expect(avatarInitials('', 'username')).toBe('');
    expect(avatarInitials(null, 'email')).toBe('');
  });
});
