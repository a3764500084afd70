import type { SampleTexts } from '../sample-texts-shape';

/** The sample programme in Dutch: its concerts' and artists' own texts (UI texts stay in src/i18n). */
const texts: SampleTexts = {
  concerts: {
    '1': {
      title: 'Lentestrijkers in het Concertgebouw',
      description: 'Een strijkkwartet speelt Haydn en Dvořák midden in de zaal, met het publiek rondom de musici.',
    },
    '2': {
      title: 'Avondjazz in Manchester',
      description: 'Piano, contrabas en drums in een warme late set met standards en nieuwe nummers, zo dichtbij dat u elke glimlach op het podium ziet.',
    },
    '3': {
      title: 'Stemmen van de westkust',
      description: 'Dertig stemmen zingen Zweedse volksliederen en zomerliedjes op twee avonden, met het koor in een kring om u heen.',
    },
    '4': {
      title: 'Een middag piano',
      description: 'Rustige pianostukken van Chopin, Satie en Schumann voor een kalme middag, met bij elk stuk een kort verhaal.',
    },
    '5': {
      title: 'Volksliedjes uit de Hooglanden',
      description: 'Viool, accordeon en stemmen brengen geliefde Schotse liedjes tot leven: om mee te neuriën, te klappen en te zingen.',
    },
    '6': {
      title: 'Koper aan het water',
      description: 'Een stralend koperensemble speelt marsen, filmmuziek en een paar verrassingen op een zomeravond aan het water.',
    },
    '7': {
      title: 'Bluesavond in Nashville',
      description: 'Slidegitaar en een stem vol verhalen: twee avonden klassieke blues en soul van een van de favoriete zangeressen van Nashville.',
    },
    '8': {
      title: 'Harp en stem bij zonsondergang',
      description: 'Harp en zang voor het einde van de dag: wiegeliedjes, oude liefdesliedjes en rustige melodieën uit veel landen.',
    },
    '9': {
      title: 'Long Live The Lights',
      description: 'De nieuwe video van de rockband Bayou City Static uit Houston: stevige gitaren, een refrein om mee te zingen en een lied over de lichtjes die ons op de been houden.',
    },
    'amsterdam-philharmonic': {
      title: 'Amsterdam Philharmonic: lenteserenade',
      description: '',
    },
    'classical-strings': {
      title: 'Klassieke strijkers voor een rustige middag',
      description: '',
    },
    'jazz-quartet': {
      title: 'Jazzkwartet: liedjes van de stad',
      description: '',
    },
  },
  tonight: {
    title: 'Vanavond live: barok in het rond',
    description: 'Het democoncert, live gespeeld vanaf deze computer: een barokensemble helemaal om je heen, van het openen van de deuren tot de laatste noot.',
  },
  artists: {
    '9': {
      tagline: 'Rock uit Houston met stevige gitaren en refreinen die iedereen meezingt.',
      bio: "Bayou City Static is een rockband van vier uit Houston, Texas. Ze spelen grote, warme gitaarnummers die een hele zaal kan meezingen. Hun nieuwe nummer 'Long Live The Lights' gaat over de kleine lichtjes die ons door lange nachten heen helpen, en ze dragen het op aan de verpleegkundigen en verzorgenden die die lichtjes laten branden.",
    },
    'mara-okafor-trio': {
      tagline: 'Warme jazz voor de late avond uit Manchester: piano, contrabas en drums.',
      bio: 'Het Mara Okafor Trio bestaat uit pianiste Mara Okafor met contrabas en drums. Uit de jazzclubs van Manchester brengen ze geliefde standards en eigen, zacht swingende nummers mee, zo dichtbij gespeeld dat u elke glimlach ziet.',
    },
    'delia-mae-carter': {
      tagline: 'Blues en soul uit Nashville, met een verhaal bij elk nummer.',
      bio: 'Delia Mae Carter is zangeres en slidegitariste uit Nashville, Tennessee. Al dertig jaar zingt ze de blues in kleine clubs, kerken en concertzalen, en bij elk nummer vertelt ze eerst het verhaal erachter.',
    },
  },
};

export default texts;
