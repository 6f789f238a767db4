<?php
/**
 * The post's Freshwatch settings as post meta, for the block editor.
 *
 * @package Freshwatch
 */

namespace Freshwatch;

defined( 'ABSPATH' ) || exit;

/**
 * The block editor edits a post's fields through the REST API, and saves them with the post: the panel's fields
 * are registered as post meta (monitored, schedule, sources) so that editPost( { meta } ) marks the post as
 * changed and the save sends them. The plugin's table stays the only place they are kept: the meta is read from
 * the post's row and written to it, never to wp_postmeta, so the classic meta box, the bulk actions and the panel
 * can never disagree. A save through the REST API applies the meta before WordPress saves the post, so that Sync,
 * which runs on save_post, sends the service the new settings in the same save.
 */
final class PostMeta {

	const MONITORED = '_freshwatch_monitored';
	const SCHEDULE  = '_freshwatch_schedule';
	const SOURCES   = '_freshwatch_sources';

	/**
	 * The schedule that stands for "Use the global default" (the row's schedule is then empty).
	 */
	const DEFAULT_SCHEDULE = 'default';

	private Items $items;
	private Sync $sync;

	public function __construct( Items $items, Sync $sync ) {
		$this->items = $items;
		$this->sync  = $sync;
	}

	public function register(): void {
		// After the post types, WooCommerce's product among them, are registered.
		add_action( 'init', array( $this, 'register_meta' ), 20 );
		add_filter( 'get_post_metadata', array( $this, 'read' ), 10, 4 );
		add_filter( 'update_post_metadata', array( $this, 'write' ), 10, 4 );
		add_filter( 'add_post_metadata', array( $this, 'write' ), 10, 4 );
		add_filter( 'delete_post_metadata', array( $this, 'refuse_delete' ), 10, 3 );
	}

	/**
	 * @return string[]
	 */
	public static function keys(): array {
		return array( self::MONITORED, self::SCHEDULE, self::SOURCES );
	}

	public function register_meta(): void {
		foreach ( Sync::post_types() as $type ) {
			foreach ( self::definitions() as $key => $definition ) {
				register_post_meta(
					$type,
					$key,
					array_merge(
						$definition,
						array(
							'single'        => true,
							'auth_callback' => array( self::class, 'can_edit' ),
						)
					)
				);
			}
			add_filter( 'rest_pre_insert_' . $type, array( $this, 'apply_before_save' ), 10, 2 );
		}
	}

	/**
	 * Only those who may edit the post change how it is monitored.
	 *
	 * @param bool   $allowed  Whether allowed so far.
	 * @param string $meta_key The key.
	 * @param int    $post_id  Post id.
	 */
	public static function can_edit( $allowed = false, $meta_key = '', $post_id = 0 ): bool {
		return current_user_can( 'edit_post', (int) $post_id );
	}

	/**
	 * The meta's types and REST schemas.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function definitions(): array {
		$integer = array( 'type' => 'integer' );
		$string  = array( 'type' => 'string' );
		return array(
			self::MONITORED => array(
				'type'         => 'boolean',
				'description'  => __( 'Whether Freshwatch monitors the post.', 'freshwatch' ),
				'default'      => false,
				'show_in_rest' => true,
			),
			self::SCHEDULE  => array(
				'type'         => 'object',
				'description'  => __( 'The post\'s check schedule; type "default" uses the global default.', 'freshwatch' ),
				'default'      => array( 'type' => self::DEFAULT_SCHEDULE ),
				'show_in_rest' => array(
					'schema' => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => array(
							'type'                 => array(
								'type' => 'string',
								'enum' => array_merge( array( self::DEFAULT_SCHEDULE ), Schedule::KINDS ),
							),
							'minTimeBetweenChecks' => $integer,
							'pagePattern'          => $string,
							'time'                 => $string,
							'daysOfWeek'           => array(
								'type'  => 'array',
								'items' => $string,
							),
							'scheduleType'         => $string,
							'dayOfMonth'           => $integer,
							'weekPosition'         => $string,
							'weekDay'              => $string,
							'interval'             => $string,
							'intervalValue'        => $integer,
						),
					),
				),
			),
			self::SOURCES   => array(
				'type'         => 'array',
				'description'  => __( 'External source URLs the post relies on, with descriptions.', 'freshwatch' ),
				'default'      => array(),
				'show_in_rest' => array(
					'schema' => array(
						'type'  => 'array',
						'items' => array(
							'type'                 => 'object',
							'additionalProperties' => false,
							'properties'           => array(
								'url'         => $string,
								'description' => $string,
							),
						),
					),
				),
			),
		);
	}

	/**
	 * The meta's value, from the post's row.
	 *
	 * @param mixed  $value    Null, or what an earlier filter answered.
	 * @param int    $post_id  Post id.
	 * @param string $meta_key The key; empty when all of the post's meta is asked for.
	 * @param bool   $single   Whether one value is asked for.
	 * @return mixed
	 */
	public function read( $value, $post_id, $meta_key, $single ) {
		if ( null !== $value || ! in_array( $meta_key, self::keys(), true ) ) {
			return $value;
		}
		return array( self::value_of( $this->items->find( (int) $post_id ), $meta_key ) );
	}

	/**
	 * @param array<string, mixed>|null $row The post's row.
	 * @param string                    $key One of keys().
	 * @return mixed
	 */
	public static function value_of( ?array $row, string $key ) {
		switch ( $key ) {
			case self::MONITORED:
				return null !== $row && $row['monitored'];
			case self::SCHEDULE:
				return null !== $row && is_array( $row['schedule'] ) ? Schedule::sanitize( $row['schedule'] ) : array( 'type' => self::DEFAULT_SCHEDULE );
			default:
				return null !== $row && is_array( $row['sources'] ) ? array_values( $row['sources'] ) : array();
		}
	}

	/**
	 * Writes the meta to the post's row instead of wp_postmeta.
	 *
	 * @param mixed  $check    Null, or what an earlier filter answered.
	 * @param int    $post_id  Post id.
	 * @param string $meta_key The key.
	 * @param mixed  $value    The new value.
	 * @return mixed True when written; the unchanged $check for other keys.
	 */
	public function write( $check, $post_id, $meta_key, $value ) {
		if ( null !== $check || ! in_array( $meta_key, self::keys(), true ) ) {
			return $check;
		}
		$this->apply( (int) $post_id, array( $meta_key => wp_unslash( $value ) ) );
		return true;
	}

	/**
	 * The settings cannot be deleted, only changed: deleting one would mean nothing in the row.
	 *
	 * @param mixed  $check    Null, or what an earlier filter answered.
	 * @param int    $post_id  Post id.
	 * @param string $meta_key The key.
	 * @return mixed
	 */
	public function refuse_delete( $check, $post_id, $meta_key ) {
		return null === $check && in_array( $meta_key, self::keys(), true ) ? false : $check;
	}

	/**
	 * A REST save (the block editor's) applies the meta it carries before WordPress saves the post, so that
	 * Sync sends the new settings on save_post. The REST API writes the meta again after the save; it finds the
	 * values already stored and leaves them.
	 *
	 * @param \stdClass        $prepared The post about to be saved.
	 * @param \WP_REST_Request $request  The request.
	 * @return \stdClass
	 */
	public function apply_before_save( $prepared, $request ) {
		$post_id = isset( $prepared->ID ) ? (int) $prepared->ID : 0;
		$meta    = $request->get_param( 'meta' );
		if ( $post_id > 0 && is_array( $meta ) && self::can_edit( false, '', $post_id ) ) {
			$this->apply( $post_id, array_intersect_key( $meta, array_flip( self::keys() ) ) );
		}
		return $prepared;
	}

	/**
	 * Stores the given settings on the post's row; turning monitoring off removes the item from the service
	 * through WP-Cron, as the meta box does. Turning it on leaves the sending to Sync's save of the post.
	 *
	 * @param int                  $post_id Post id.
	 * @param array<string, mixed> $meta    Some of keys() with their new values.
	 */
	public function apply( int $post_id, array $meta ): void {
		if ( ! $meta ) {
			return;
		}
		$fields = array();
		if ( array_key_exists( self::SCHEDULE, $meta ) ) {
			$schedule           = is_array( $meta[ self::SCHEDULE ] ) ? $meta[ self::SCHEDULE ] : array();
			$fields['schedule'] = ! isset( $schedule['type'] ) || self::DEFAULT_SCHEDULE === $schedule['type'] ? null : Schedule::sanitize( $schedule );
		}
		if ( array_key_exists( self::SOURCES, $meta ) ) {
			$fields['sources'] = Admin\MetaBox::sanitize_sources( $meta[ self::SOURCES ] );
		}
		if ( $fields ) {
			$this->items->save( $post_id, $fields );
		}
		if ( ! array_key_exists( self::MONITORED, $meta ) ) {
			return;
		}
		$monitored = rest_sanitize_boolean( $meta[ self::MONITORED ] );
		$row       = $this->items->find( $post_id );
		if ( $monitored && ( null === $row || ! $row['monitored'] ) ) {
			$this->items->save( $post_id, array( 'monitored' => 1 ) );
		} elseif ( ! $monitored && null !== $row && $row['monitored'] ) {
			// A save never waits for the service: the item's removal goes to WP-Cron.
			$this->sync->unmonitor_after_save( $post_id );
		}
	}
}
