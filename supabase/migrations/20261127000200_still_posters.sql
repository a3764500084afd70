-- The sample programme's posters were gradient-and-note SVGs (/images/concerts/<id>.svg,
-- /images/artists/<name>.svg); the site now ships stills of the demo hall instead and the SVGs are gone, so a
-- database seeded before would show broken posters. Each old address becomes the still the bundled sample now
-- uses for the same concert or artist (src/features/concerts/sample/; supabase/tests/still-posters.test.ts
-- holds them in step). Only rows still holding an old address change: running it again changes nothing, and a
-- poster an admin set is left alone.

-- One statement (no temporary table), so it holds whether or not the runner wraps the file in a transaction.
with moves (old_url, new_url) as (values
  -- The concerts without strings (2, 3, 5, 6, 7, 9, jazz-quartet) show the hall's lit, empty stage, from two seats in
  -- turn (hall-empty, hall-empty-side); only the string and classical ones show the demo's baroque players.
  ('/images/concerts/1.svg', '/images/stills/players-close-1200.jpg'),
  ('/images/concerts/2.svg', '/images/stills/hall-empty-1200.jpg'),
  ('/images/concerts/3.svg', '/images/stills/hall-empty-side-1200.jpg'),
  ('/images/concerts/4.svg', '/images/stills/harpsichord-1200.jpg'),
  ('/images/concerts/5.svg', '/images/stills/hall-empty-1200.jpg'),
  ('/images/concerts/6.svg', '/images/stills/hall-empty-side-1200.jpg'),
  ('/images/concerts/7.svg', '/images/stills/hall-empty-1200.jpg'),
  ('/images/concerts/8.svg', '/images/stills/harpsichord-1200.jpg'),
  ('/images/concerts/9.svg', '/images/stills/hall-empty-side-1200.jpg'),
  ('/images/concerts/amsterdam-philharmonic.svg', '/images/stills/hall-balcony-1200.jpg'),
  ('/images/concerts/classical-strings.svg', '/images/stills/players-close-1200.jpg'),
  ('/images/concerts/jazz-quartet.svg', '/images/stills/hall-empty-1200.jpg'),
  -- The programme's default poster (src/features/concerts/programme.ts DEFAULT_POSTER).
  ('/images/concerts/default.svg', '/images/stills/hall-empty-1200.jpg'),
  -- The artists: the hall's stage lit and empty (none of them is the demo's string players).
  ('/images/artists/bayou-city-static.svg', '/images/stills/hall-empty-1200.jpg'),
  ('/images/artists/mara-okafor-trio.svg', '/images/stills/hall-empty-1200.jpg'),
  ('/images/artists/delia-mae-carter.svg', '/images/stills/hall-empty-1200.jpg')
), moved_concerts as (
  update public.concerts c set poster_url = m.new_url from moves m where c.poster_url = m.old_url returning c.id
)
update public.artists a set poster_url = m.new_url from moves m where a.poster_url = m.old_url;
