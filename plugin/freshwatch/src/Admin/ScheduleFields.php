<?php
/**
 * The schedule editor used by the settings page (the global default) and the meta box (a post's own).
 *
 * @package Freshwatch
 */

namespace Freshwatch\Admin;

use Freshwatch\Schedule;

defined( 'ABSPATH' ) || exit;

/**
 * Prints a kind select and each kind's fields, named NAME[field]; Schedule::sanitize() reads them back. Each
 * kind's fields sit in a fieldset marked with its kind, and a few lines of script show only the chosen one's.
 */
final class ScheduleFields {

	/**
	 * @param string                    $name       The form name of the schedule, e.g. freshwatch_default_schedule.
	 * @param array<string, mixed>|null $schedule   The current schedule; null offers the global default.
	 * @param bool                      $offer_default Whether 'Use the global default' is offered (the meta box).
	 */
	public static function render( string $name, ?array $schedule, bool $offer_default ): void {
		$kind    = null === $schedule ? 'default' : (string) $schedule['type'];
		$current = null === $schedule ? array() : $schedule;
		$id      = sanitize_html_class( $name );
		$field   = function ( string $key ) use ( $name ): string {
			return $name . '[' . $key . ']';
		};
		$value   = function ( string $key, $fallback ) use ( $current ) {
			return isset( $current[ $key ] ) ? $current[ $key ] : $fallback;
		};

		echo '<div class="freshwatch-schedule" id="' . esc_attr( $id ) . '">';
		echo '<p><label for="' . esc_attr( $id . '-type' ) . '">' . esc_html__( 'Check schedule', 'freshwatch' ) . '</label><br />';
		echo '<select id="' . esc_attr( $id . '-type' ) . '" name="' . esc_attr( $field( 'type' ) ) . '" class="freshwatch-schedule-type">';
		if ( $offer_default ) {
			echo '<option value="default"' . selected( $kind, 'default', false ) . '>' . esc_html__( 'Use the global default', 'freshwatch' ) . '</option>';
		}
		foreach ( Schedule::labels() as $type => $label ) {
			echo '<option value="' . esc_attr( $type ) . '"' . selected( $kind, $type, false ) . '>' . esc_html( $label ) . '</option>';
		}
		echo '</select></p>';

		self::fieldset(
			'visitor_triggered',
			self::number( $field( 'minTimeBetweenChecks' ), __( 'Minimum time between checks (minutes)', 'freshwatch' ), (int) $value( 'minTimeBetweenChecks', 60 ), 1, null )
			. self::text( $field( 'pagePattern' ), __( 'Page pattern (optional, e.g. /blog/*)', 'freshwatch' ), (string) $value( 'pagePattern', '' ) )
		);
		self::fieldset( 'daily', self::time( $field( 'time' ) . '[daily]', (string) $value( 'time', '09:00' ) ) );

		$days = (array) $value( 'daysOfWeek', array( 'monday' ) );
		$boxes = '';
		foreach ( Schedule::WEEKDAYS as $day ) {
			$boxes .= '<label><input type="checkbox" name="' . esc_attr( $field( 'daysOfWeek' ) ) . '[]" value="' . esc_attr( $day ) . '"' . checked( in_array( $day, $days, true ), true, false ) . ' /> ' . esc_html( ucfirst( $day ) ) . '</label> ';
		}
		self::fieldset( 'weekly', '<p>' . $boxes . '</p>' . self::time( $field( 'time' ) . '[weekly]', (string) $value( 'time', '09:00' ) ) );

		self::fieldset(
			'monthly',
			self::select( $field( 'scheduleType' ), __( 'Repeat on', 'freshwatch' ), (string) $value( 'scheduleType', 'day_of_month' ), array( 'day_of_month' => __( 'Day of month', 'freshwatch' ), 'weekday_of_month' => __( 'Weekday of month', 'freshwatch' ) ) )
			. self::number( $field( 'dayOfMonth' ) . '[monthly]', __( 'Day of month', 'freshwatch' ), (int) $value( 'dayOfMonth', 1 ), 1, 31 )
			. self::select( $field( 'weekPosition' ), __( 'Week', 'freshwatch' ), (string) $value( 'weekPosition', 'first' ), array_combine( Schedule::WEEK_POSITIONS, Schedule::WEEK_POSITIONS ) )
			. self::select( $field( 'weekDay' ) . '[monthly]', __( 'Weekday', 'freshwatch' ), (string) $value( 'weekDay', 'monday' ), array_combine( Schedule::WEEKDAYS, Schedule::WEEKDAYS ) )
			. self::time( $field( 'time' ) . '[monthly]', (string) $value( 'time', '09:00' ) )
		);
		self::fieldset(
			'custom',
			self::select( $field( 'interval' ), __( 'Every', 'freshwatch' ), (string) $value( 'interval', 'weeks' ), array( 'weeks' => __( 'weeks', 'freshwatch' ), 'months' => __( 'months', 'freshwatch' ) ) )
			. self::number( $field( 'intervalValue' ), __( 'Interval', 'freshwatch' ), (int) $value( 'intervalValue', 2 ), 1, null )
			. self::select( $field( 'weekDay' ) . '[custom]', __( 'Weekday (weeks)', 'freshwatch' ), (string) $value( 'weekDay', 'monday' ), array_combine( Schedule::WEEKDAYS, Schedule::WEEKDAYS ) )
			. self::number( $field( 'dayOfMonth' ) . '[custom]', __( 'Day of month (months)', 'freshwatch' ), (int) $value( 'dayOfMonth', 1 ), 1, 31 )
			. self::time( $field( 'time' ) . '[custom]', (string) $value( 'time', '09:00' ) )
		);
		echo '</div>';
		?>
		<script>
		( function () {
			var root = document.getElementById( <?php echo wp_json_encode( $id ); ?> );
			if ( ! root ) { return; }
			var select = root.querySelector( '.freshwatch-schedule-type' );
			function show() {
				root.querySelectorAll( 'fieldset[data-kind]' ).forEach( function ( set ) {
					set.hidden = set.getAttribute( 'data-kind' ) !== select.value;
					set.disabled = set.hidden;
				} );
			}
			select.addEventListener( 'change', show );
			show();
		} )();
		</script>
		<?php
	}

	/**
	 * Reads a submitted schedule: fields that several kinds share (time, dayOfMonth, weekDay) are submitted
	 * per kind, and the chosen kind's value is taken.
	 *
	 * @param mixed $input The submitted NAME array.
	 * @return array<string, mixed>|null The schedule; null for 'Use the global default'.
	 */
	public static function read( $input ): ?array {
		if ( ! is_array( $input ) ) {
			return null;
		}
		$kind = isset( $input['type'] ) ? sanitize_key( (string) $input['type'] ) : 'default';
		if ( 'default' === $kind ) {
			return null;
		}
		$flat = array( 'type' => $kind );
		foreach ( $input as $key => $value ) {
			if ( 'type' === $key ) {
				continue;
			}
			if ( is_array( $value ) && isset( $value[ $kind ] ) && in_array( $key, array( 'time', 'dayOfMonth', 'weekDay' ), true ) ) {
				$flat[ $key ] = sanitize_text_field( (string) $value[ $kind ] );
			} elseif ( 'daysOfWeek' === $key && is_array( $value ) ) {
				$flat[ $key ] = array_map( 'sanitize_key', array_map( 'strval', $value ) );
			} elseif ( is_scalar( $value ) ) {
				$flat[ $key ] = sanitize_text_field( (string) $value );
			}
		}
		return Schedule::sanitize( $flat );
	}

	private static function fieldset( string $kind, string $inner ): void {
		// Every piece of $inner was escaped where it was built.
		echo '<fieldset data-kind="' . esc_attr( $kind ) . '">' . $inner . '</fieldset>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}

	private static function time( string $name, string $value ): string {
		return '<p><label>' . esc_html__( 'Time', 'freshwatch' ) . ' <input type="time" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '" /></label></p>';
	}

	private static function number( string $name, string $label, int $value, int $min, ?int $max ): string {
		return '<p><label>' . esc_html( $label ) . ' <input type="number" class="small-text" name="' . esc_attr( $name ) . '" value="' . esc_attr( (string) $value ) . '" min="' . esc_attr( (string) $min ) . '"' . ( null === $max ? '' : ' max="' . esc_attr( (string) $max ) . '"' ) . ' /></label></p>';
	}

	private static function text( string $name, string $label, string $value ): string {
		return '<p><label>' . esc_html( $label ) . ' <input type="text" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '" /></label></p>';
	}

	/**
	 * @param string                $name    Field name.
	 * @param string                $label   Label.
	 * @param string                $value   Current value.
	 * @param array<string, string> $options Values and labels.
	 */
	private static function select( string $name, string $label, string $value, array $options ): string {
		$html = '<p><label>' . esc_html( $label ) . ' <select name="' . esc_attr( $name ) . '">';
		foreach ( $options as $option => $text ) {
			$html .= '<option value="' . esc_attr( (string) $option ) . '"' . selected( $value, (string) $option, false ) . '>' . esc_html( (string) $text ) . '</option>';
		}
		return $html . '</select></label></p>';
	}
}
