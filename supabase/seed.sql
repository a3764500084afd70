-- Sample data (src/content/concerts.ts and src/content/demo-concerts.ts): the nine concerts and the
-- three demo concert cards with their registrations.
insert into public.concerts (id, title, artist, starts_on, capacity, registered) values
  ('1', 'Spring Strings at the Concertgebouw', 'Amstel String Quartet', '2025-04-12', 100, 0),
  ('2', 'Evening Jazz in Manchester', 'Mara Okafor Trio', '2025-04-19', 100, 0),
  ('3', 'Voices of the West Coast', 'Västkust Chamber Choir', '2025-04-26', 100, 0),
  ('4', 'A Piano Afternoon', 'Lieke de Vries', '2025-05-04', 100, 0),
  ('5', 'Folk Songs from the Highlands', 'The Glen Road Players', '2025-05-17', 100, 0),
  ('6', 'Brass by the Water', 'Stockholm Brass Collective', '2025-05-24', 100, 0),
  ('7', 'Blues Night in Nashville', 'Delia Mae Carter', '2025-06-06', 100, 0),
  ('8', 'Harp and Voice at Sunset', 'Noor Haddad', '2025-06-14', 100, 0),
  ('9', 'Long Live The Lights', 'Bayou City Static', '2025-06-21', 100, 0),
  ('amsterdam-philharmonic', 'Amsterdam Philharmonic: Spring Serenade', null, '2027-03-06', 100, 87),
  ('classical-strings', 'Classical Strings for a Quiet Afternoon', null, '2027-03-20', 100, 62),
  ('jazz-quartet', 'Jazz Quartet: Songs of the City', null, '2027-04-03', 100, 41);
