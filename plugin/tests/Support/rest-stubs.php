<?php
/**
 * Stubs of WordPress's REST API, post meta and script functions, for the block editor's panel and its routes.
 * Each is defined only when no other stub file defines it yet.
 *
 * @package Freshwatch\Tests
 */

// phpcs:disable

use Freshwatch\Tests\Support\Rest;

if ( ! function_exists( 'register_post_meta' ) ) {
	function register_post_meta( $post_type, $meta_key, array $args ) {
		Rest::$meta[ $post_type ][ $meta_key ] = $args;
		return true;
	}
}

if ( ! function_exists( 'register_rest_route' ) ) {
	function register_rest_route( $namespace, $route, $args = array() ) {
		Rest::$routes[ $namespace . $route ] = $args;
		return true;
	}
}

if ( ! function_exists( 'rest_authorization_required_code' ) ) {
	function rest_authorization_required_code() {
		return Rest::$signed_in ? 403 : 401;
	}
}

if ( ! function_exists( 'rest_sanitize_boolean' ) ) {
	function rest_sanitize_boolean( $value ) {
		return is_string( $value ) ? ! in_array( strtolower( $value ), array( '', 'false', '0' ), true ) : (bool) $value;
	}
}

if ( ! function_exists( 'get_current_screen' ) ) {
	function get_current_screen() {
		return Rest::$screen;
	}
}

if ( ! function_exists( 'plugins_url' ) ) {
	function plugins_url( $path = '', $plugin = '' ) {
		return 'https://site.example/wp-content/plugins/' . basename( dirname( $plugin ) ) . '/' . $path;
	}
}

if ( ! function_exists( 'wp_enqueue_script' ) ) {
	function wp_enqueue_script( $handle, $src = '', $deps = array(), $ver = false, $in_footer = false ) {
		Rest::$scripts[ $handle ] = array(
			'src'  => $src,
			'deps' => $deps,
		);
	}
}

if ( ! function_exists( 'wp_add_inline_script' ) ) {
	function wp_add_inline_script( $handle, $data, $position = 'after' ) {
		Rest::$inline_scripts[ $handle ][] = $data;
		return true;
	}
}

if ( ! function_exists( 'wp_set_script_translations' ) ) {
	function wp_set_script_translations( $handle, $domain = 'default', $path = '' ) {
		return true;
	}
}

if ( ! class_exists( 'WP_REST_Request' ) ) {
	/**
	 * Parameters by name, read as an array or with get_param(), as WordPress's request is.
	 */
	class WP_REST_Request implements ArrayAccess {
		private $params;

		public function __construct( array $params = array() ) {
			$this->params = $params;
		}

		public function get_param( $key ) {
			return isset( $this->params[ $key ] ) ? $this->params[ $key ] : null;
		}

		#[\ReturnTypeWillChange]
		public function offsetExists( $offset ) {
			return isset( $this->params[ $offset ] );
		}

		#[\ReturnTypeWillChange]
		public function offsetGet( $offset ) {
			return $this->get_param( $offset );
		}

		#[\ReturnTypeWillChange]
		public function offsetSet( $offset, $value ) {
			$this->params[ $offset ] = $value;
		}

		#[\ReturnTypeWillChange]
		public function offsetUnset( $offset ) {
			unset( $this->params[ $offset ] );
		}
	}
}

if ( ! class_exists( 'WP_REST_Response' ) ) {
	class WP_REST_Response {
		public $data;
		public $status;

		public function __construct( $data = null, $status = 200 ) {
			$this->data   = $data;
			$this->status = $status;
		}

		public function get_data() {
			return $this->data;
		}

		public function get_status() {
			return $this->status;
		}
	}
}
