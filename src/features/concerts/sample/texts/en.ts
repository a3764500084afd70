import type { SampleTexts } from '../sample-texts-shape';

/** The sample programme in English: its concerts' and artists' own texts (UI texts stay in src/i18n). */
const texts: SampleTexts = {
  concerts: {
    '1': {
      title: 'Spring Strings at the Concertgebouw',
      description: 'A string quartet plays Haydn and Dvořák in the middle of the hall, with the audience seated all around the musicians.',
    },
    '2': {
      title: 'Evening Jazz in Manchester',
      description: 'Piano, double bass and drums in a warm late-night set of standards and new songs, close enough to see every smile on stage.',
    },
    '3': {
      title: 'Voices of the West Coast',
      description: 'Thirty voices sing Swedish folk hymns and summer songs over two evenings, with the choir standing in a circle around you.',
    },
    '4': {
      title: 'A Piano Afternoon',
      description: 'Gentle piano pieces by Chopin, Satie and Schumann for a calm afternoon, with a short story about every piece.',
    },
    '5': {
      title: 'Folk Songs from the Highlands',
      description: 'Fiddle, accordion and voices bring well-loved Scottish songs to life: songs to hum, clap and sing along to.',
    },
    '6': {
      title: 'Brass by the Water',
      description: 'A bright brass ensemble plays marches, film music and a few surprises on a summer evening by the water.',
    },
    '7': {
      title: 'Blues Night in Nashville',
      description: "Slide guitar and a voice full of stories: two nights of classic blues and soul from one of Nashville's favourite singers.",
    },
    '8': {
      title: 'Harp and Voice at Sunset',
      description: 'Harp and song for the end of the day: lullabies, old love songs and quiet melodies from many countries.',
    },
    '9': {
      title: 'Long Live The Lights',
      description: 'The new video by Houston rock band Bayou City Static: big guitars, a singalong chorus and a song about the lights that keep us going.',
    },
    'amsterdam-philharmonic': {
      title: 'Amsterdam Philharmonic: Spring Serenade',
      description: '',
    },
    'classical-strings': {
      title: 'Classical Strings for a Quiet Afternoon',
      description: '',
    },
    'jazz-quartet': {
      title: 'Jazz Quartet: Songs of the City',
      description: '',
    },
  },
  tonight: {
    title: 'Tonight, Live: Baroque in the Round',
    description: 'The demo concert, played live from this computer: a baroque ensemble all around you, from the opening of the doors to the last note.',
  },
  artists: {
    '9': {
      tagline: 'Houston rock with big guitars and choruses for everyone to sing.',
      bio: "Bayou City Static are a four-piece rock band from Houston, Texas. They play big, warm guitar songs that a whole room can sing along to. Their new song 'Long Live The Lights' is about the small lights that keep us going through long nights, and they dedicate it to the nurses and carers who keep those lights on.",
    },
    'mara-okafor-trio': {
      tagline: 'Warm late-night jazz from Manchester: piano, double bass and drums.',
      bio: "The Mara Okafor Trio is pianist Mara Okafor with double bass and drums. From Manchester's late-night jazz clubs they bring well-loved standards and gentle, swinging songs of their own, played close enough to see every smile.",
    },
    'delia-mae-carter': {
      tagline: 'Blues and soul from Nashville, with a story for every song.',
      bio: 'Delia Mae Carter is a singer and slide guitarist from Nashville, Tennessee. For thirty years she has sung the blues in small clubs, churches and concert halls, and she tells the story behind every song before she plays it.',
    },
  },
};

export default texts;
