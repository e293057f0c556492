/** Five filled stars in one small SVG; with a `label` it is an image of the rating, else decoration. */
export function RatingStars({ className, label }: { className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 120 24"
      className={className}
      fill="currentColor"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {[0, 24, 48, 72, 96].map((x) => (
        <path
          key={x}
          transform={`translate(${x} 0)`}
          d="M12 2l2.9 6.3 6.9.8-5.1 4.7 1.4 6.8L12 17.2l-6.1 3.4 1.4-6.8-5.1-4.7 6.9-.8z"
        />
      ))}
    </svg>
  )
}
