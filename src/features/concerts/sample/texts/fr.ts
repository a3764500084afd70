import type { SampleTexts } from '../sample-texts-shape';

/** The sample programme in French: its concerts' and artists' own texts (UI texts stay in src/i18n). */
const texts: SampleTexts = {
  concerts: {
    '1': {
      title: 'Cordes de printemps au Concertgebouw',
      description: 'Un quatuor à cordes joue Haydn et Dvořák au centre de la salle, le public assis tout autour des musiciens.',
    },
    '2': {
      title: 'Jazz du soir à Manchester',
      description: 'Piano, contrebasse et batterie dans un set chaleureux de fin de soirée, entre standards et nouvelles chansons, assez près pour voir chaque sourire sur scène.',
    },
    '3': {
      title: 'Voix de la côte ouest',
      description: "Trente voix chantent des cantiques populaires suédois et des chansons d'été sur deux soirées, le chœur formant un cercle autour de vous.",
    },
    '4': {
      title: 'Un après-midi au piano',
      description: 'De douces pièces pour piano de Chopin, Satie et Schumann pour un après-midi paisible, avec une courte histoire pour chaque morceau.',
    },
    '5': {
      title: 'Chansons populaires des Highlands',
      description: 'Violon, accordéon et voix font revivre des chansons écossaises bien-aimées : à fredonner, à rythmer des mains et à chanter ensemble.',
    },
    '6': {
      title: "Cuivres au bord de l'eau",
      description: "Un ensemble de cuivres éclatant joue des marches, des musiques de film et quelques surprises un soir d'été au bord de l'eau.",
    },
    '7': {
      title: 'Soirée blues à Nashville',
      description: "Guitare slide et une voix pleine d'histoires : deux soirées de blues et de soul classiques par l'une des chanteuses préférées de Nashville.",
    },
    '8': {
      title: 'Harpe et voix au coucher du soleil',
      description: "Harpe et chant pour la fin de la journée : berceuses, vieilles chansons d'amour et mélodies paisibles de nombreux pays.",
    },
    '9': {
      title: 'Long Live The Lights',
      description: 'La nouvelle vidéo du groupe de rock de Houston Bayou City Static : des guitares puissantes, un refrain à reprendre en chœur et une chanson sur les lumières qui nous font tenir.',
    },
    'amsterdam-philharmonic': {
      title: 'Amsterdam Philharmonic : sérénade de printemps',
      description: '',
    },
    'classical-strings': {
      title: 'Cordes classiques pour un après-midi tranquille',
      description: '',
    },
    'jazz-quartet': {
      title: 'Quatuor de jazz : chansons de la ville',
      description: '',
    },
  },
  tonight: {
    title: 'Ce soir en direct : le baroque tout autour',
    description: 'Le concert de démonstration, joué en direct depuis cet ordinateur : un ensemble baroque tout autour de vous, de l’ouverture des portes à la dernière note.',
  },
  artists: {
    '9': {
      tagline: 'Du rock de Houston aux guitares puissantes, avec des refrains que tout le monde peut chanter.',
      bio: "Bayou City Static est un groupe de rock de quatre musiciens originaire de Houston, au Texas. Il joue de grandes chansons à guitares, chaleureuses, qu'une salle entière peut reprendre en chœur. Sa nouvelle chanson, 'Long Live The Lights', parle des petites lumières qui nous aident à traverser les longues nuits ; le groupe la dédie aux infirmières et aux soignants qui gardent ces lumières allumées.",
    },
    'mara-okafor-trio': {
      tagline: 'Un jazz chaleureux de fin de soirée venu de Manchester : piano, contrebasse et batterie.',
      bio: "Le Mara Okafor Trio réunit la pianiste Mara Okafor, une contrebasse et une batterie. Des clubs de jazz nocturnes de Manchester, il apporte des standards très aimés et ses propres morceaux, doux et swinguants, joués d'assez près pour voir chaque sourire.",
    },
    'delia-mae-carter': {
      tagline: 'Du blues et de la soul de Nashville, avec une histoire pour chaque chanson.',
      bio: "Delia Mae Carter est chanteuse et guitariste de slide, originaire de Nashville, dans le Tennessee. Depuis trente ans, elle chante le blues dans de petits clubs, des églises et des salles de concert, et elle raconte l'histoire de chaque chanson avant de la jouer.",
    },
  },
};

export default texts;
