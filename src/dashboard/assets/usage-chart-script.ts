/**
 * The usage chart's script, served as /dashboard/assets/usage-chart.js (the CSP allows scripts
 * from our origin only, never inline). It reads the numbers from the `data-usage` attribute the
 * page renders, so the table below the chart shows the same data to readers without JavaScript.
 * Kept as a string module so the file ships with the code whatever the build does with src/.
 */
export const USAGE_CHART_SCRIPT = `'use strict';
(function () {
  var holder = document.getElementById('usage-chart');
  if (!holder || typeof uPlot !== 'function') return;
  var data;
  try { data = JSON.parse(holder.getAttribute('data-usage') || '{}'); } catch (error) { return; }
  if (!data.dates || !data.dates.length) return;
  var days = data.dates.map(function (date) { return Date.parse(date + 'T00:00:00Z') / 1000; });
  function width() { return Math.max(280, holder.clientWidth - 16); }
  var options = {
    width: width(),
    height: 300,
    tzDate: function (seconds) { return uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'); },
    scales: { x: { time: true }, y: { range: function (self, min, max) { return [0, Math.max(5, max)]; } } },
    series: [
      {},
      { label: 'cache', stroke: '#1e7a3c', fill: 'rgba(30,122,60,0.12)', width: 2 },
      { label: 'model', stroke: '#1f5fbf', fill: 'rgba(31,95,191,0.12)', width: 2 },
      { label: 'rejected', stroke: '#a3330f', width: 2 }
    ],
    axes: [{}, { label: 'items per day' }]
  };
  holder.textContent = '';
  var chart = new uPlot(options, [days, data.cache, data.model, data.rejected], holder);
  window.addEventListener('resize', function () { chart.setSize({ width: width(), height: 300 }); });
  holder.setAttribute('data-drawn', 'true');
})();
`;
