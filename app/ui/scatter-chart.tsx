/**
 * A small SVG scatter of points over time with price gridlines and an optional band, drawn the
 * same on the server and in the browser (no chart library). The caller computes where things go
 * (e.g. salesChart in app/catalog/price-guide/pricing-help.ts) and gives each point a mark: a
 * colour AND a shape, so the chart reads without colour too.
 */
import { useId } from 'react'

export type MarkShape = 'circle' | 'square' | 'diamond' | 'triangle' | 'cross'
export interface ChartMarkStyle {
  colour: string
  shape: MarkShape
}

export function ChartMark({ x, y, mark, r = 5 }: { x: number; y: number; mark: ChartMarkStyle; r?: number }) {
  const { colour, shape } = mark
  switch (shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={r} fill={colour} />
    case 'square':
      return <rect x={x - r} y={y - r} width={r * 2} height={r * 2} fill={colour} />
    case 'diamond':
      return (
        <path d={`M${x} ${y - r - 1}L${x + r + 1} ${y}L${x} ${y + r + 1}L${x - r - 1} ${y}Z`} fill={colour} />
      )
    case 'triangle':
      return <path d={`M${x} ${y - r - 1}L${x + r + 1} ${y + r}L${x - r - 1} ${y + r}Z`} fill={colour} />
    case 'cross':
      return (
        <path
          d={`M${x - r} ${y - r}L${x + r} ${y + r}M${x + r} ${y - r}L${x - r} ${y + r}`}
          stroke={colour}
          strokeWidth={r / 2}
        />
      )
  }
}

/** A legend's mark, the size of the text beside it. */
export function LegendMark({ mark }: { mark: ChartMarkStyle }) {
  return (
    <svg viewBox="-7 -7 14 14" className="size-3" aria-hidden="true" focusable="false">
      <ChartMark x={0} y={0} mark={mark} />
    </svg>
  )
}

export interface ScatterChartProps {
  width: number
  height: number
  plot: { left: number; right: number; top: number; bottom: number }
  /** Horizontal gridlines with their label (left of the plot). */
  ticks: Array<{ y: number; label: string }>
  /** Labels under the plot. */
  xLabels: Array<{ x: number; label: string; anchor: 'start' | 'middle' | 'end' }>
  band: { y: number; height: number; colour: string } | null
  points: Array<{ x: number; y: number; mark: ChartMarkStyle }>
  /** Read by screen readers (role img); without it the drawing is hidden and a table must follow. */
  title?: string
  fontSize: number
  markSize: number
  className?: string
}

export function ScatterChart(props: ScatterChartProps) {
  const { width, height, plot, fontSize } = props
  const titleId = useId()
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className={props.className ?? 'h-auto w-full'}
      {...(props.title
        ? { role: 'img', 'aria-labelledby': titleId }
        : { 'aria-hidden': true, focusable: false })}
    >
      {props.title ? <title id={titleId}>{props.title}</title> : null}
      {props.band ? (
        <rect
          x={plot.left}
          width={plot.right - plot.left}
          y={props.band.y}
          height={Math.max(props.band.height, 1)}
          fill={props.band.colour}
        />
      ) : null}
      {props.ticks.map((tick) => (
        <g key={tick.label}>
          <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="#e2e8f0" />
          <text
            x={plot.left - fontSize / 2}
            y={tick.y + fontSize / 3}
            textAnchor="end"
            fontSize={fontSize}
            fill="#475569"
          >
            {tick.label}
          </text>
        </g>
      ))}
      {props.xLabels.map((label) => (
        <text
          key={`${label.x}-${label.label}`}
          x={label.x}
          y={height - fontSize / 2}
          textAnchor={label.anchor}
          fontSize={fontSize}
          fill="#475569"
        >
          {label.label}
        </text>
      ))}
      <g data-chart="points">
        {props.points.map((point, index) => (
          <ChartMark key={index} x={point.x} y={point.y} mark={point.mark} r={props.markSize} />
        ))}
      </g>
    </svg>
  )
}
