/** A progress bar for one upload, named for screen readers (Bootstrap's markup, role on the bar itself). */
export function UploadProgress({ percent, label, done }: { percent: number; label: string; done?: boolean }) {
  return (
    <div className="progress my-1 admin-progress">
      <div
        className={`progress-bar${done ? ' bg-success' : ''}`}
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}
