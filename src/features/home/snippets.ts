/** The hero panel's sample code: Python, Java, React, PHP and HTML (SPEC §1). */
export const SNIPPETS = [
  {
    language: 'Python',
    code: `def top_students(scores, n=3):
    ranked = sorted(scores.items(),
                    key=lambda s: s[1], reverse=True)
    return [name for name, _ in ranked[:n]]

print(top_students({"Asha": 92, "Ravi": 88, "Meera": 95}))`,
  },
  {
    language: 'Java',
    code: `public record Course(String title, int weeks) {
    public boolean isBootcamp() {
        return weeks <= 12;
    }
}

var mern = new Course("MERN Stack", 24);
System.out.println(mern.isBootcamp());`,
  },
  {
    language: 'React',
    code: `export function EnrollButton({ course }) {
  const [enrolled, setEnrolled] = useState(false);
  return (
    <button onClick={() => setEnrolled(true)}>
      {enrolled ? "You're in! 🎉" : \`Enroll in \${course}\`}
    </button>
  );
}`,
  },
  {
    language: 'PHP',
    code: `<?php
function greet(string $name): string {
    return "Welcome to CodeSmart, {$name}!";
}

echo greet("future developer");`,
  },
  {
    language: 'HTML',
    code: `<section class="hero">
  <h1>Code Smart. Build Bold.</h1>
  <p>Ship your first project this week.</p>
  <a href="/courses" class="btn">Explore Courses</a>
</section>`,
  },
] as const;
