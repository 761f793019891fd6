/** What a first visit opens with, so there is something to see before a file is brought. */
export const SAMPLE = {
  basics: {
    name: 'Ada Lovelace',
    label: 'Analyst and Programmer',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    location: 'London',
    url: { label: 'ada.example.com', href: 'https://ada.example.com' },
  },
  sections: {
    summary: {
      name: 'Summary',
      content: '<p>Writes programs for engines that do not exist yet, and notes on what they could do.</p>',
    },
    experience: {
      name: 'Experience',
      items: [
        {
          id: 'engine',
          company: 'Analytical Engine Project',
          position: 'Programmer',
          location: 'London',
          date: '1842 - 1843',
          summary: '<ul><li>Wrote the first published program: Bernoulli numbers on the Analytical Engine.</li><li>Translated and annotated Menabrea\'s memoir, tripling its length with notes.</li></ul>',
        },
      ],
    },
    education: {
      name: 'Education',
      items: [{ id: 'tutors', institution: 'Private tutors', studyType: 'Mathematics', area: 'Logic and calculus', date: '1829 - 1840' }],
    },
    skills: {
      name: 'Skills',
      items: [
        { id: 'math', name: 'Mathematics', level: 5, keywords: ['Calculus', 'Bernoulli numbers'] },
        { id: 'writing', name: 'Technical writing', level: 4, keywords: ['Notes', 'Translation'] },
      ],
    },
  },
  metadata: { template: 'rhyhorn' },
}
